import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { addHits, sweepExpired } from './shared-rate-limits.js';

/**
 * Two instances of the app on one database share one limit. On PostgreSQL the second instance has
 * a connection pool of its own, as a second process would; on PGlite (one process by nature) both
 * share the embedded database, which still tests that the count lives there and not in memory.
 */
let a: TestApp;
let b: Awaited<ReturnType<TestApp['sibling']>>;
const env = { API_RATE_LIMIT: '20', AUTH_RATE_LIMIT: '3' };
beforeAll(async () => {
  a = await createTestApp(env);
  b = await a.sibling(env);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

// What two rounds of the API-wide throttle's sync (every 300 ms) do, at once: each instance sends
// its hits and reads back the total, twice, so each has seen what the other sent.
const synced = async () => {
  for (let round = 0; round < 2; round++) for (const app of [a.app, b.app]) await app.rateLimits.flush();
};

describe('limits shared by every process', () => {
  it('counts the API-wide throttle of one address across both instances', async () => {
    const get = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/v1/interests', remoteAddress: '192.0.2.50' }).then((r) => r.statusCode);
    const throughA = [];
    for (let i = 0; i < 15; i++) throughA.push(await get(a.app));
    expect(throughA.every((s) => s === 200)).toBe(true);
    await synced();
    expect(await get(b.app)).toBe(200); // 16th: B learns the shared total at its next sync
    await synced();
    const throughB = [];
    for (let i = 0; i < 6; i++) throughB.push(await get(b.app));
    expect(throughB).toEqual([200, 200, 200, 200, 429, 429]);
    // A, which has not seen the key since, refuses too once it has re-read the total.
    await synced();
    expect(await get(a.app)).toBe(429);
  });

  it('counts the per-address limit of the auth routes in the database on each call', async () => {
    const resend = (app: TestApp['app']) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/resend-code', payload: { email: 'nobody@example.com' }, remoteAddress: '192.0.2.60' }).then((r) => r.statusCode);
    const statuses = [await resend(a.app), await resend(b.app), await resend(a.app), await resend(b.app), await resend(a.app)];
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Each route keeps its own budget.
    const other = await b.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'nobody@example.com' }, remoteAddress: '192.0.2.60' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the shared window', () => {
  it('adds hits to a window, restarts it when it ends, and answers what is left of it', async () => {
    const { db } = a.database;
    const first = await addHits(db, [
      { key: 'test:w', hits: 3, windowMs: 200 },
      { key: 'test:x', hits: 1, windowMs: 60_000 },
    ]);
    expect(first.get('test:w')).toMatchObject({ current: 3 });
    expect(first.get('test:w')!.ttl).toBeGreaterThan(100);
    expect(first.get('test:w')!.ttl).toBeLessThanOrEqual(200);
    expect((await addHits(db, [{ key: 'test:w', hits: 2, windowMs: 200 }])).get('test:w')?.current).toBe(5);
    // The window ends (the database's clock, as if 200 ms had passed).
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 millisecond' where key = 'test:w'`);
    expect((await addHits(db, [{ key: 'test:w', hits: 1, windowMs: 200 }])).get('test:w')?.current).toBe(1);
    expect((await addHits(db, [{ key: 'test:x', hits: 0, windowMs: 60_000 }])).get('test:x')?.current).toBe(1);
  });

  it('sweeps windows that ended more than a minute ago', async () => {
    const { db } = a.database;
    await db.execute(sql`insert into rate_limits (key, hits, reset_at) values ('test:old', 9, now() - interval '2 minutes'), ('test:recent', 9, now() - interval '10 seconds')`);
    await sweepExpired(db);
    const left = (await db.execute(sql`select key from rate_limits where key in ('test:old', 'test:recent')`)) as unknown as { rows: { key: string }[] };
    expect(left.rows.map((r) => r.key)).toEqual(['test:recent']);
  });
});
