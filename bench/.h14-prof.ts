// temporary helper (h14): CPU profile of the join page's start, self time by original source
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
const totals = new Map<string, number>();
const runs = 5;
try {
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await ctx.newPage();
    if (signedIn) { await page.goto(`${web.base}/config.js`); const s = await web.attendeeSession(); await page.evaluate((v) => localStorage.setItem('USER_TOKEN_KEY', v), s); }
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(web.base + pagePath, { waitUntil: 'networkidle' });
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const dt = profile.timeDeltas;
    const maps = new Map<string, any>();
    const mapFor = (url: string) => {
      if (!maps.has(url)) {
        const p = path.join(webDist + '-sourcemaps', new URL(url).pathname + '.map');
        maps.set(url, fs.existsSync(p) ? new TraceMap(JSON.parse(fs.readFileSync(p, 'utf8'))) : null);
      }
      return maps.get(url);
    };
    for (let k = 0; k < profile.samples.length; k++) {
      const n: any = byId.get(profile.samples[k]);
      const cf = n.callFrame;
      let key = cf.functionName || '(anon)';
      if (cf.url) {
        const tm = mapFor(cf.url);
        if (tm) {
          const o = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber });
          const src = (o.source ?? '?').replace(/^.*node_modules\//, 'npm:').replace(/^.*\/work\/main\//, '');
          key = src.startsWith('npm:') ? src.split('/').slice(0, src.startsWith('npm:@') ? 2 : 1).join('/') : src;
        } else key = new URL(cf.url).pathname;
      } else if (['(program)', '(idle)', '(garbage collector)'].includes(cf.functionName)) key = cf.functionName;
      else key = '(native) ' + (cf.functionName || '');
      totals.set(key, (totals.get(key) ?? 0) + (dt[k] ?? 0) / 1000 / runs);
    }
    await ctx.close();
  }
  const sorted = [...totals].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]);
  console.log('total busy ms', sorted.reduce((s, [, v]) => s + v, 0).toFixed(1));
  for (const [k, v] of sorted.slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
} finally {
  await browser.close();
  await web.close();
}
