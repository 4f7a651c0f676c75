// temporary helper (h14): exact boxes of the event home's greeting, SSR vs app
import { chromium } from 'playwright-core';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';
const web = await startWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const session = await web.attendeeSession();
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, javaScriptEnabled: js });
    await ctx.addInitScript((s) => localStorage.setItem('USER_TOKEN_KEY', s), session);
    const page = await ctx.newPage();
    await page.goto(`${web.base}/events/${DEMO_SLUG}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const boxes = await page.evaluate(() => {
      const sec = document.querySelectorAll('main section')[1]!;
      return [...sec.children].map((c) => { const r = c.getBoundingClientRect(); return `${c.tagName} y=${r.y} h=${r.height}`; }).concat([`fig ${document.querySelector('figure')!.getBoundingClientRect().y}`, `section1 ${document.querySelectorAll('main section')[0]!.getBoundingClientRect().height}`]);
    });
    console.log(js ? 'app' : 'ssr', boxes.join(' | '));
    await ctx.close();
  }
} finally {
  await browser.close();
  await web.close();
}
