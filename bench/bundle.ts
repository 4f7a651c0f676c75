/**
 * P7: the join page of the demo event as a first-time visitor loads it. The real server (in this
 * process, on in-memory PGlite with the demo data) serves the built web app; Chromium from the OS
 * packages loads the page in a fresh context until the network is idle. Prints the JS the page ran
 * as gzip (what a gzip-only client is sent, or its gzip size when the server sends it plain), the
 * request count, the bytes on the wire, and whether every asset comes precompressed as brotli and gzip.
 * Needs a web build: `npm run build -w apps/web` (or WEB_DIST).
 * Usage: npx tsx bench/bundle.ts [path]   (default /events/summer-makers-meetup/join)
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { report } from './lib/report.js';
import { DEMO_SLUG, startWebApp } from './lib/web-app.js';

const pagePath = process.argv[2] ?? `/events/${DEMO_SLUG}/join`;
const BUDGET = { jsGzipKb: 165, requests: 25 };

interface Fetched {
  encoding: string | undefined;
  bytes: Buffer;
}

/** The raw bytes the server sends for `url` to a client accepting only `encoding` (node does not decode them). */
function fetchRaw(url: string, encoding: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const web = await startWebApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const finished: { url: string; type: string; wire: number; encoding?: string }[] = [];
  page.on('requestfinished', (request) => {
    void (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const encoding = response ? await response.headerValue('content-encoding') : null;
      finished.push({ url: request.url(), type: request.resourceType(), wire: sizes.responseHeadersSize + sizes.responseBodySize, encoding: encoding ?? undefined });
    })();
  });
  let requests = 0;
  page.on('request', () => requests++);
  await page.goto(web.base + pagePath, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(200); // the last requestfinished handlers

  const scripts = finished.filter((r) => r.type === 'script');
  let jsGzip = 0;
  let plain = 0;
  for (const script of scripts) {
    const gz = await fetchRaw(script.url, 'gzip');
    if (gz.encoding === 'gzip') jsGzip += gz.bytes.length;
    else {
      // /config.js is the server's few run-time bytes, never compressed; anything else is a finding.
      if (!script.url.endsWith('/config.js')) plain++;
      jsGzip += zlib.gzipSync(gz.bytes, { level: 9 }).length;
    }
  }
  // Precompressed: every text file of the build the page loads (not the API, not the server's own
  // /config.js, not fonts and images, which are compressed already) in both encodings.
  const assets = finished.filter((r) => ['script', 'stylesheet', 'fetch'].includes(r.type) && !new URL(r.url).pathname.startsWith('/api/') && !r.url.endsWith('/config.js'));
  const missing: string[] = [];
  for (const asset of assets) {
    for (const encoding of ['br', 'gzip']) {
      if ((await fetchRaw(asset.url, encoding)).encoding !== encoding) missing.push(`${new URL(asset.url).pathname} (${encoding})`);
    }
  }
  const document = await fetchRaw(web.base + pagePath, 'br, gzip');
  const wire = finished.reduce((sum, r) => sum + r.wire, 0);
  const kb = (n: number) => (n / 1024).toFixed(1);
  const precompressed = missing.length === 0 && plain === 0 && document.encoding === 'br';
  const browserEncodings = [...new Set(scripts.map((s) => s.encoding ?? 'identity'))].join('/');

  console.log(`${pagePath}: ${requests} requests, ${scripts.length} scripts, ${kb(wire)} KB on the wire (scripts sent as ${browserEncodings})`);
  for (const r of finished) console.log(`  ${String(r.wire).padStart(8)}  ${r.type.padEnd(10)} ${r.encoding ?? ''}\t${new URL(r.url).pathname}`);
  if (missing.length) console.log(`not precompressed: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`);
  report({
    id: 'P7',
    name: 'join page, initial JS gzip / requests / bytes on the wire',
    value: `${kb(jsGzip)} KB / ${requests} requests / ${kb(wire)} KB${precompressed ? ', precompressed brotli and gzip' : ', NOT precompressed'}`,
    goal: `<= ${BUDGET.jsGzipKb} KB / <= ${BUDGET.requests} / precompressed brotli and gzip`,
    met: jsGzip <= BUDGET.jsGzipKb * 1024 && requests <= BUDGET.requests && precompressed,
    note: `fresh Chromium context; ${scripts.length} scripts (with /config.js)${plain ? `, ${plain} of the build sent plain (their gzip size computed)` : ''}; the browser got them as ${browserEncodings}`,
  });
  await context.close();
} finally {
  await browser.close();
  await web.close();
}
