import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

/** A stand-in build laid out like apps/web's (decision 014): every text file with its .br and .gz twin. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Mingle</title><script src="/config.js"></script><script type="module" src="/assets/index-abc123.js"></script>',
  'assets/index-abc123.js': `console.log(${JSON.stringify('the app '.repeat(200))});\n`,
  'locales/en-US/common.json': JSON.stringify({ appName: 'Mingle', greeting: 'Hello '.repeat(50) }),
};

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(web, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  // A source map that slipped into the build must still not reach the public.
  fs.writeFileSync(path.join(web, 'assets/index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('serving the built web app (decision 014)', () => {
  it('sends the brotli twin to a client that accepts br, the gzip twin to a gzip-only client, the file itself otherwise', async () => {
    const original = FILES['assets/index-abc123.js']!;
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);

    for (const plain of [await get('/assets/index-abc123.js'), await get('/assets/index-abc123.js', 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(original);
    }
    for (const res of [br, gz]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      expect(res.rawPayload.length).toBeLessThan(original.length);
    }
  });

  it('compresses the page and the translations too, and keeps them revalidated', async () => {
    const page = await get('/events/some-event/join', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(FILES['index.html']);
    // Uptime checks and link previews ask with HEAD: the page is there for them too.
    const head = await t.app.inject({ method: 'HEAD', url: '/events/some-event/join' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);

    const locale = await get('/locales/en-US/common.json', 'gzip');
    expect(locale.headers['content-encoding']).toBe('gzip');
    expect(locale.headers['content-type']).toMatch(/application\/json/);
    expect(locale.headers['cache-control']).toBe('no-cache');

    const config = await get('/config.js', 'br');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).toContain('window.__MINGLE_CONFIG__');
  });

  it('never serves source maps, and a missing build file is a 404 rather than the page', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/gone-after-deploy-x1y2.js', '/locales/en-US/nope.json', '/anything.js.map']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
      expect(res.body, url).not.toContain('<!doctype html>');
    }
  });
});
