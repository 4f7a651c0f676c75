import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';
import { buildApp, type AppDeps } from '../app.js';
import { startMailbox } from './mailbox.js';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (CI runs the suite both ways).
 */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `mingle_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** `extend` may add test-only routes before the app is sealed. */
export async function createTestApp(env: Record<string, string> = {}, extend?: (app: App) => void, onRoute?: AppDeps['onRoute']) {
  const mailbox = await startMailbox();
  const { database, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMTP_URL: mailbox.url, APP_URL: 'http://mingle.test', API_RATE_LIMIT: '1000000', ...env });
  const app = await buildApp({ config, database, ...(onRoute ? { onRoute } : {}) });
  extend?.(app);
  await app.ready();
  return {
    app,
    mailbox,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await mailbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
