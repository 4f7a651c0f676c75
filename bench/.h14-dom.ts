// temporary helper (h14): the app's rendered #root of the join page and the event home
import fs from 'node:fs';
import { chromium, devices } from 'playwright-core';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';
const web = await startWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { defaultBrowserType: _d, ...pixel } = devices['Pixel 7']!;
  const ctx = await browser.newContext(pixel);
  const page = await ctx.newPage();
  await page.goto(`${web.base}/events/${DEMO_SLUG}/join`, { waitUntil: 'networkidle' });
  fs.writeFileSync('/tmp/h14/dom-join.html', await page.evaluate(() => document.getElementById('root')!.innerHTML));
  const session = await web.attendeeSession();
  await page.evaluate((s) => localStorage.setItem('USER_TOKEN_KEY', s), session);
  await page.goto(`${web.base}/events/${DEMO_SLUG}`, { waitUntil: 'networkidle' });
  fs.writeFileSync('/tmp/h14/dom-home.html', await page.evaluate(() => document.getElementById('root')!.innerHTML));
} finally {
  await browser.close();
  await web.close();
}
