import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import './provided.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/index.js';
import { buildApp, type AppDeps } from '../app.js';
import { startMailbox } from './mailbox.js';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (CI runs the suite both ways). Either is a copy of one
 * database migrated once per run (test/global-setup.ts).
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // A copy of the run's migrated database (test/global-setup.ts), or migrated here when run without it.
    const snapshot = inject('pgliteSnapshot');
    const database = await openDatabase(snapshot ? { snapshot: new Blob([fs.readFileSync(snapshot)]) } : {});
    return { database, drop: async () => {} };
  }
  const name = `mingle_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    url: u.toString(),
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
  const { database, url, drop } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-test-'));
  const configOf = (more: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMTP_URL: mailbox.url, APP_URL: 'http://mingle.test', API_RATE_LIMIT: '1000000', ...env, ...more });
  const config = configOf({});
  const app = await buildApp({ config, database, ...(onRoute ? { onRoute } : {}) });
  extend?.(app);
  await app.ready();
  return {
    app,
    mailbox,
    database,
    /** The test database on the PostgreSQL server (undefined on PGlite). */
    databaseUrl: url,
    /**
     * Another instance of the app on the same database, as a second process would be: its own
     * connection pool on PostgreSQL; on PGlite (one process by nature) the same database object.
     */
    async sibling(more: Record<string, string> = {}) {
      const own = url ? await openDatabase({ url }) : database;
      const other = await buildApp({ config: configOf(more), database: own });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          if (own !== database) await own.close();
        },
      };
    },
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
