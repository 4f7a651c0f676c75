// temporary helper (h14): phone screenshots of the join page and the event home
import { chromium, devices } from 'playwright-core';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';
const tag = process.argv[2] ?? 'x';
const web = await startWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { defaultBrowserType: _d, ...pixel } = devices['Pixel 7']!;
  const ctx = await browser.newContext(pixel);
  const page = await ctx.newPage();
  await page.goto(`${web.base}/events/${DEMO_SLUG}/join`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/h14/shots/${tag}-join.png` });
  const session = await web.attendeeSession();
  await page.evaluate((s) => localStorage.setItem('USER_TOKEN_KEY', s), session);
  await page.goto(`${web.base}/events/${DEMO_SLUG}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/h14/shots/${tag}-home.png` });
  // The first paint: the HTML alone, scripts blocked.
  const ctx2 = await browser.newContext({ ...pixel, javaScriptEnabled: false });
  const p2 = await ctx2.newPage();
  await p2.goto(`${web.base}/events/${DEMO_SLUG}/join`, { waitUntil: 'networkidle' });
  await p2.screenshot({ path: `/tmp/h14/shots/${tag}-join-nojs.png` });
  await p2.goto(`${web.base}/events/${DEMO_SLUG}`, { waitUntil: 'networkidle' });
  await p2.screenshot({ path: `/tmp/h14/shots/${tag}-home-nojs.png` });
} finally {
  await browser.close();
  await web.close();
}
