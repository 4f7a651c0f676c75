import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponse, ErrorObjectSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from './test/app.js';

let t: TestApp;
beforeAll(async () => {
  // A route that fails unexpectedly, to see what a 500 leaks.
  t = await createTestApp({}, (app) =>
    app.get('/api/v1/__boom', async () => {
      throw new Error('secret connection string postgres://x');
    }),
  );
});
afterAll(() => t.close());

describe('error model', () => {
  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(res.statusCode).toBe(404);
    const body = ErrorObjectSchema.parse(res.json());
    expect(body).toMatchObject({ code: 404, name: 'NotFoundException', path: '/api/v1/nope' });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThan(0);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorObjectSchema.parse(res.json()).code).toBe(400);
  });

  it('answers a missing body with field issues, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(['email', 'password']);
  });

  it('hides internals of a 500 behind a safe message (stack only outside production)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/__boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, name: 'InternalServerErrorException', message: 'An error occurred' });
    expect(body.message).not.toContain('postgres');
    expect(body.stack).toEqual(expect.any(String));
  });

  it('sends a request id with every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(['pglite', 'postgres']).toContain(res.json().database);
  });
});

describe('interests catalogue', () => {
  it('serves a real catalogue of a few hundred interests in a few dozen categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/interests', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    const categories = CategoriesResponse.parse(res.json());
    const interests = categories.flatMap((c) => c.interests);
    expect(categories.length).toBeGreaterThanOrEqual(20);
    expect(interests.length).toBeGreaterThanOrEqual(200);
    expect(new Set(interests.map((i) => i.id)).size).toBe(interests.length);
    expect(res.headers['cache-control']).toContain('max-age=3600');
  });
});

describe('run-time config and docs', () => {
  it('serves the web app its API base at run time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('window.__MINGLE_CONFIG__');
  });
  it('publishes OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/auth/login');
  });
});

describe('production error bodies', () => {
  it('carry no stack', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' }, (app) =>
      app.get('/api/v1/__boom2', async () => {
        throw new Error('boom');
      }),
    );
    const res = await prod.app.inject({ method: 'GET', url: '/api/v1/__boom2' });
    expect(res.json().stack).toBeUndefined();
    await prod.close();
  });
});
