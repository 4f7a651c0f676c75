// temporary helper (h14): CPU profile of one load, busy windows with their top (mapped) functions
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { DEMO_SLUG, startWebApp, webDist } from './lib/web-app.js';
const require = createRequire(import.meta.url);
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const pagePath = process.argv[2] ?? `/events/${DEMO_SLUG}/join`;
const signedIn = process.argv[3] === 'signed-in';
const web = await startWebApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await ctx.newPage();
  if (signedIn) { await page.goto(`${web.base}/config.js`); const s = await web.attendeeSession(); await page.evaluate((v) => localStorage.setItem('USER_TOKEN_KEY', v), s); }
  // warm-up load (server caches), then the measured one in a fresh context
  await page.goto(web.base + pagePath, { waitUntil: 'networkidle' });
  const ctx2 = await browser.newContext({ viewport: { width: 412, height: 915 }, storageState: await ctx.storageState() });
  const p2 = await ctx2.newPage();
  const cdp = await ctx2.newCDPSession(p2);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await p2.goto(web.base + pagePath, { waitUntil: 'networkidle' });
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const maps = new Map<string, any>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      const p = path.join(webDist + '-sourcemaps', new URL(url).pathname + '.map');
      maps.set(url, fs.existsSync(p) ? new TraceMap(JSON.parse(fs.readFileSync(p, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  const label = (cf: any) => {
    if (!cf.url) return cf.functionName || '(anon)';
    const tm = mapFor(cf.url);
    if (!tm) return `${cf.functionName}@${new URL(cf.url).pathname}`;
    const o = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber });
    const src = (o.source ?? '?').replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\/apps\/web\//, '');
    return `${o.name ?? cf.functionName ?? ''}@${src}`;
  };
  let t = profile.startTime;
  const windows: { start: number; samples: Map<string, number>; stacks: Map<string, number>; busy: number }[] = [];
  let cur: any = null;
  let lastBusy = -1e9;
  for (let k = 0; k < profile.samples.length; k++) {
    t += profile.timeDeltas[k] ?? 0;
    const n: any = byId.get(profile.samples[k]);
    if (n.callFrame.functionName === '(idle)') continue;
    if (!cur || t - lastBusy > 3000) { cur = { start: t, samples: new Map(), stacks: new Map(), busy: 0 }; windows.push(cur); }
    lastBusy = t;
    const d = (profile.timeDeltas[k + 1] ?? 100) / 1000;
    cur.busy += d;
    const l = label(n.callFrame);
    cur.samples.set(l, (cur.samples.get(l) ?? 0) + d);
    // inclusive: the app/lib frames on the stack
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const f = (byId.get(id) as any).callFrame;
      if (!f.url) continue;
      const lab = label(f);
      if (seen.has(lab)) continue;
      seen.add(lab);
      cur.stacks.set(lab, (cur.stacks.get(lab) ?? 0) + d);
    }
  }
  for (const w of windows.filter((w) => w.busy > 4)) {
    console.log(`@${((w.start - profile.startTime) / 1000).toFixed(0)} ms busy ${w.busy.toFixed(1)} ms`);
    console.log('   self:', [...w.samples].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | '));
    console.log('   incl:', [...w.stacks].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | '));
  }
} finally {
  await browser.close();
  await web.close();
}
