import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { companyMember, multipart } from '../test/users.js';
import { wsClient } from '../test/ws.js';

// Decision 017: the web app on one host (APP_URL), the API on its own (PUBLIC_API_URL), with CORS.
const WEB = 'https://app.mingle.test';
const API = 'https://api.mingle.test';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let web: string;
let wsUrl: string;
beforeAll(async () => {
  // A stand-in build of the SPA, so the page's own headers can be read.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Mingle</title><script src="/config.js"></script>');
  t = await createTestApp({ APP_URL: WEB, PUBLIC_API_URL: `${API}/`, WEB_DIST: web });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const preflight = (origin: string, method: string, headers: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/events/some-event/profile',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('the API on its own host', () => {
  it('tells the web app where the API is in /config.js', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.body).toBe(`window.__MINGLE_CONFIG__ = {"apiBaseUrl":"${API}"};\n`);
  });

  it('answers a preflight from the web origin with the methods and headers the web app sends, cached', async () => {
    const res = await preflight(WEB, 'PUT', 'authorization,content-type,x-company-id');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(res.headers['access-control-allow-methods']).split(/, */)).toEqual(expect.arrayContaining(['PUT', 'PATCH', 'DELETE']));
    expect(String(res.headers['access-control-allow-headers']).toLowerCase().split(/, */)).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-company-id', 'accept-language']));
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('puts the allow-origin on the answers themselves, errors included', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/interests', headers: { origin: WEB } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(WEB);
    expect(ok.headers.vary).toMatch(/origin/i);
    const denied = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { origin: WEB } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe(WEB);
  });

  it('gives a foreign origin no CORS headers at all', async () => {
    const pre = await preflight(FOREIGN, 'PUT', 'authorization');
    expect(pre.statusCode).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/interests', headers: { origin: FOREIGN } });
    for (const res of [pre, get]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('lets the page on the web origin reach the API host, in its CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/some-event/join' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(' '))
        .find(([n]) => n === name) ?? [];
    expect(directive('connect-src')).toEqual(expect.arrayContaining([API, 'wss://api.mingle.test']));
    expect(directive('img-src')).toContain(API);
    expect(csp).not.toContain(FOREIGN);
  });

  it('serves uploads from the API host, and their images to the web origin', async () => {
    const member = await companyMember(t, 'cora');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c73e16' } })
      .png()
      .toBuffer();
    const body = multipart({ kind: 'logo' }, { name: 'l.png', type: 'image/png', data: png });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...member.headers, ...body.headers, origin: WEB } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(WEB);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${API}/media/`)).toBe(true);
    const media = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { origin: WEB } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('opens the WebSocket to pages of the web origin and refuses other sites', async () => {
    await expect(wsClient(wsUrl, { origin: FOREIGN })).rejects.toThrow(/403/);
    await expect(wsClient(wsUrl, { origin: API.replace('api.', 'app2.') })).rejects.toThrow(/403/);
    const page = await wsClient(wsUrl, { origin: WEB });
    page.send({ type: 'auth', token: 'not-a-session' });
    expect((await page.whenClosed()).code).toBe(4401);
  });
});

describe('without PUBLIC_API_URL', () => {
  it('keeps the API on the page origin and opens CORS to nobody', async () => {
    const same = await createTestApp();
    try {
      expect((await same.app.inject({ method: 'GET', url: '/config.js' })).body).toContain('"apiBaseUrl":""');
      const pre = await same.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/interests',
        headers: { origin: WEB, 'access-control-request-method': 'GET' },
      });
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await same.close();
    }
  });
});
