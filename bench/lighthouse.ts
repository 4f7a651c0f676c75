/**
 * Lighthouse (npm `lighthouse`, its default mobile preset: a mid-range phone on simulated slow 4G,
 * 150 ms RTT, 1.6 Mbps, 4x CPU slow-down) on the join page of the demo event and on its event home
 * as a signed-in attendee with a profile. The real server runs in this process on in-memory PGlite
 * with the demo data and serves the built web app; Chromium from the OS packages (CHROME_PATH).
 * Reports the median run by performance score of each page, with its LCP and TBT (goal: >= 95, LCP < 2.5 s, TBT < 200 ms).
 * Needs a web build: `npm run build -w apps/web` (or WEB_DIST).
 * Usage: npx tsx bench/lighthouse.ts [runs per page]   (default 3)
 * LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON) there, to read what blocked the page.
 * LIGHTHOUSE_PAGES=home (or join) measures one page only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { report } from './lib/report.js';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';

const runs = Number(process.argv[2] ?? 3);
const GOAL = { score: 95, lcpMs: 2500, tbtMs: 200 };
/** Where the web app keeps the signed-in user (apps/web/src/lib/storage.ts, STORAGE_KEYS.user). */
const USER_TOKEN_KEY = 'USER_TOKEN_KEY';

const web = await startWebApp();
// A browser of our own that Lighthouse drives over its debugging port; we use it to sign in first.
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-lighthouse-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--remote-debugging-port=0', '--no-sandbox', '--disable-gpu'],
});

async function debuggingPort(): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

interface Run {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  requests: number;
}

async function audit(url: string, signedIn: boolean): Promise<Run> {
  const page = await browser.newPage();
  // Sign-in lives in local storage: set it on a page of the origin that loads nothing else, then
  // empty the HTTP cache, since Lighthouse must keep storage (and so the cache) for this run.
  await page.goto(`${web.base}/config.js`);
  const session = signedIn ? await web.attendeeSession() : null;
  await page.evaluate(([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.clear()), [USER_TOKEN_KEY, session] as const);
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, { port: await debuggingPort(), onlyCategories: ['performance'], disableStorageReset: signedIn, logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${signedIn ? 'home' : 'join'}-${Date.now()}`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    // The trace too, for what each long task was (open it in Chromium's performance panel).
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: ms('largest-contentful-paint'),
    fcp: ms('first-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    requests,
  };
}

async function measure(id: string, name: string, pagePath: string, signedIn: boolean) {
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await audit(web.base + pagePath, signedIn);
    console.log(
      `  ${pagePath} run ${i + 1}: performance ${run.score}, LCP ${(run.lcp / 1000).toFixed(2)} s, FCP ${(run.fcp / 1000).toFixed(2)} s, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, ${run.requests} requests`,
    );
    results.push(run);
  }
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
  report({
    id,
    name,
    value: `performance ${median.score}, LCP ${(median.lcp / 1000).toFixed(2)} s`,
    goal: `>= ${GOAL.score}, LCP < ${GOAL.lcpMs / 1000} s, TBT < ${GOAL.tbtMs} ms on slow 4G`,
    met: median.score >= GOAL.score && median.lcp < GOAL.lcpMs && median.tbt < GOAL.tbtMs,
    note: `median of ${results.length} by score; FCP ${(median.fcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}, ${median.requests} requests; Lighthouse mobile preset, simulated slow 4G`,
  });
}

try {
  const only = process.env.LIGHTHOUSE_PAGES;
  if (!only || only === 'join') await measure('lighthouse-join', 'Lighthouse mobile, join page', `/events/${DEMO_SLUG}/join`, false);
  if (!only || only === 'home') await measure('lighthouse-home', 'Lighthouse mobile, event home', `/events/${DEMO_SLUG}`, true);
} finally {
  await browser.close();
  await web.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
