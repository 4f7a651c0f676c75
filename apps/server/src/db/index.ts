import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { FairPGlite } from './fair-pglite.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** True when the database had no tables before this process migrated it. */
  wasEmpty: boolean;
  /**
   * LISTEN/NOTIFY, the fan-out between server processes (PGlite has it in-process). Several
   * payloads go in one statement, one commit, in order: NOTIFY's ceiling is in commits, not payloads.
   */
  notify(channel: string, payloads: string[]): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: a dump of its data directory, to open copies from (`DatabaseOptions.snapshot`). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Every payload of an array, in its order, in one statement. */
const NOTIFY_ALL = 'select pg_notify($1, p) from (select p from unnest($2::text[]) with ordinality as t(p, i) order by i) as ordered';

// Source (src/db) and bundle (dist) both keep the SQL beside this module.
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite. */
  url?: string;
  /** PGlite directory; absent means in memory. */
  dir?: string;
  /** PGlite in memory: start from this dump of a data directory (`dumpDataDir`), e.g. one migrated already. */
  snapshot?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const wasEmpty = await migrateOnce(pool);
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      wasEmpty,
      notify: async (channel, payloads) => void (await pool.query(NOTIFY_ALL, [channel, payloads])),
      async listen(channel, onPayload) {
        // A dedicated connection: a pooled one would be handed to other queries.
        const client = new pg.Client({ connectionString: opts.url });
        await client.connect();
        client.on('notification', (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end();
        };
      },
      close: async () => {
        await Promise.all(listeners.map((c) => c.end()));
        await pool.end();
      },
    };
  }
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const client = opts.snapshot && !opts.dir ? new FairPGlite({ loadDataDir: opts.snapshot }) : new FairPGlite(opts.dir);
  const wasEmpty = (await client.query(`select to_regclass('public.users') as t`)).rows[0] as { t: unknown };
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    wasEmpty: wasEmpty.t === null,
    notify: async (channel, payloads) => void (await client.query(NOTIFY_ALL, [channel, payloads])),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

// Any fixed number: the advisory lock every process takes to migrate (see migrateOnce).
const MIGRATION_LOCK = 72_616_001;

/**
 * Several processes may start at once on one database: one migrates while the others wait on an
 * advisory lock, then find nothing left to do. Answers whether the database had no tables before.
 */
async function migrateOnce(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const r = await client.query<{ t: string | null }>(`select to_regclass('public.users')::text as t`);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    return r.rows[0]?.t == null;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export { schema };
