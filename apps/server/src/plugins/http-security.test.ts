import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorObjectSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../test/app.js';
import { signedInUser } from '../test/users.js';

let t: TestApp;
let web: string;
beforeAll(async () => {
  // A stand-in build of the SPA, so the page's own headers can be read.
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-web-'));
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Mingle</title><script src="/config.js"></script>');
  t = await createTestApp({ WEB_DIST: web, API_RATE_LIMIT: '20' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  it('puts a strict CSP, frame-ancestors, nosniff and Referrer-Policy on the SPA, the API and the docs', async () => {
    for (const url of ['/', '/events/some-event/join', '/api/v1/health', '/api/v1/nope', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('adds HSTS when the app is served over https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://mingle.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('general API throttle', () => {
  it('limits each visitor address and each signed-in user per minute, in the error shape', async () => {
    const user = await signedInUser(t, 'busybee');
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/v1/interests', remoteAddress: '192.0.2.9' })).statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(2);
    const limited = await t.app.inject({ method: 'GET', url: '/api/v1/interests', remoteAddress: '192.0.2.9' });
    expect(ErrorObjectSchema.parse(limited.json())).toMatchObject({ code: 429 });
    // A refusal says when to come back; answers within budget carry no budget headers.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('20');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    const within = await t.app.inject({ method: 'GET', url: '/api/v1/interests', remoteAddress: '192.0.2.10' });
    expect(within.statusCode).toBe(200);
    expect(Object.keys(within.headers).filter((h) => h.startsWith('x-ratelimit-'))).toEqual([]);
    // Another person on the same address (one venue wifi) is counted on their own once signed in.
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', remoteAddress: '192.0.2.9', headers: user.headers });
    expect(mine.statusCode).toBe(200);
    // The web app's own files are never throttled.
    expect((await t.app.inject({ method: 'GET', url: '/', remoteAddress: '192.0.2.9' })).statusCode).toBe(200);
  });

  it('leaves the auth routes to their own per-address limit', async () => {
    // Over API_RATE_LIMIT (20) but within AUTH_RATE_LIMIT: counted once, by the route's own limit.
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/resend-code', remoteAddress: '192.0.2.20', payload: { email: `nobody${i}@example.com` } });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
