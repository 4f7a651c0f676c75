// temporary helper (h14): one Lighthouse run per page with its diagnostics
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';
const web = await startWebApp();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-lh-'));
const browser = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu'] });
const file = path.join(profile, 'DevToolsActivePort');
for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
const port = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
const which = process.argv[2] ?? 'both';
async function run(url: string, signedIn: boolean, name: string) {
  const page = await browser.newPage();
  await page.goto(`${web.base}/config.js`);
  const session = signedIn ? await web.attendeeSession() : null;
  await page.evaluate(([k, v]) => (v ? localStorage.setItem(k, v) : localStorage.clear()), ['USER_TOKEN_KEY', session] as const);
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const r = await lighthouse(url, { port, onlyCategories: ['performance'], disableStorageReset: signedIn, logLevel: 'error' });
  const lhr = r!.lhr;
  fs.writeFileSync(`/tmp/h14/lhr-${name}.json`, JSON.stringify(lhr));
  fs.writeFileSync(`/tmp/h14/trace-${name}.json`, JSON.stringify((r as any).artifacts?.Trace ?? (r as any).artifacts?.traces?.defaultPass ?? null));
  const a = lhr.audits;
  console.log(name, 'score', lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'CLS', a['cumulative-layout-shift']!.numericValue);
  console.log(' lcp element', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log(' lcp phases', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items));
  console.log(' long tasks', JSON.stringify((a['long-tasks']?.details as any)?.items?.map((t: any) => [t.url?.replace(web.base, ''), Math.round(t.startTime), Math.round(t.duration)])));
  console.log(' bootup', JSON.stringify((a['bootup-time']?.details as any)?.items?.map((t: any) => [t.url?.replace(web.base, ''), Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile)])));
  console.log(' mainthread', JSON.stringify((a['mainthread-work-breakdown']?.details as any)?.items?.map((t: any) => [t.group, Math.round(t.duration)])));
  console.log(' network', JSON.stringify((a['network-requests']?.details as any)?.items?.map((t: any) => [t.url?.replace(web.base, ''), Math.round(t.networkRequestTime), Math.round(t.networkEndTime), t.transferSize, t.priority])));
  console.log(' cls', JSON.stringify((a['layout-shifts']?.details as any)?.items?.map((t: any) => [t.node?.snippet, t.score])));
}
try {
  if (which !== 'home') await run(`${web.base}/events/${DEMO_SLUG}/join`, false, 'join');
  if (which !== 'join') await run(`${web.base}/events/${DEMO_SLUG}`, true, 'home');
} finally {
  await browser.close();
  await web.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
