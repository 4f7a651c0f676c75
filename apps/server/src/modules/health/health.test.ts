import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createDatabaseProbe } from './database-probe.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers in its contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('does not wait behind a transaction that holds the database', async () => {
    // PGlite runs one transaction at a time: a query of health's own would wait for this one.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = t.database.db.transaction(async () => held);
    try {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      release();
      await tx;
    }
  });
});

describe('the database probe', () => {
  it('reports a database that stopped answering', async () => {
    const database = await openDatabase({});
    const probe = createDatabaseProbe(database, { everyMs: 10 });
    try {
      expect(await probe.healthy()).toBe(true);
      await database.close();
      await expect.poll(() => probe.healthy()).toBe(false);
    } finally {
      probe.stop();
    }
  });

  it('reports a probe stuck longer than allowed', async () => {
    const database = await openDatabase({});
    const probe = createDatabaseProbe(database, { everyMs: 10, staleMs: 200 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    try {
      expect(await probe.healthy()).toBe(true);
      const tx = database.db.transaction(async () => held);
      await expect.poll(() => probe.healthy()).toBe(false);
      release();
      await tx;
      await expect.poll(() => probe.healthy()).toBe(true);
    } finally {
      release();
      probe.stop();
      await database.close();
    }
  });
});
