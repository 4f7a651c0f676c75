/**
 * A throwaway PostgreSQL database for one bench run, on the server DATABASE_URL names (default: the
 * local one), and what PostgreSQL itself counted there: time spent running statements and inside
 * transactions (pg_stat_database; pg_stat_statements is rarely preloaded, this needs nothing).
 */
import pg from 'pg';

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface DatabaseTime {
  /** ms backends of the database spent running statements. */
  activeMs: number;
  /** ms they sat idle inside an open transaction (waiting for the application's next statement). */
  idleInTransactionMs: number;
  commits: number;
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Backend pids connected to it now (to read their CPU time). */
  backendPids(): Promise<number[]>;
  /** Its counters; call after the server's connections closed, since a busy backend reports late. */
  time(): Promise<DatabaseTime>;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function scratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `mingle_bench_${label}_${process.pid}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    backendPids: () => withAdmin(async (c) => (await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid)),
    time: () =>
      withAdmin(async (c) => {
        // Backends report when they end; wait for the server's to be gone.
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
          if (rows[0]!.n === '0') break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await c.query('select pg_stat_clear_snapshot()');
        const { rows } = await c.query<{ active: number; idle: number; commits: string }>(
          'select active_time as active, idle_in_transaction_time as idle, xact_commit as commits from pg_stat_database where datname = $1',
          [name],
        );
        return { activeMs: Number(rows[0]!.active), idleInTransactionMs: Number(rows[0]!.idle), commits: Number(rows[0]!.commits) };
      }),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
