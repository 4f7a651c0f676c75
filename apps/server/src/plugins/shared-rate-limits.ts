import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Hits {
  key: string;
  hits: number;
  windowMs: number;
}

/**
 * Adds hits to fixed windows in `rate_limits` (a window starts at a key's first hit; an expired one
 * restarts) and answers each key's total and the milliseconds its window has left, both on the
 * database's clock, so every process agrees. Rows go in key order: concurrent batches of two
 * processes then lock shared keys in the same order and cannot deadlock.
 */
export async function addHits(db: Db, batch: Hits[]): Promise<Map<string, Counted>> {
  const rows = JSON.stringify(batch.map((b) => ({ k: b.key, n: b.hits, w: b.windowMs })));
  const result = (await db.execute(sql`
    insert into rate_limits as r (key, hits, reset_at)
    select k, n, now() + w * interval '1 millisecond'
    from jsonb_to_recordset(${rows}::jsonb) as t(k text, n int, w int)
    order by k
    on conflict (key) do update set
      hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning key, hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl
  `)) as unknown as { rows: { key: string; hits: number; ttl: number }[] };
  return new Map(result.rows.map((r) => [r.key, { current: r.hits, ttl: r.ttl }]));
}

/** Forgets windows that ended a while ago (a key seen again simply starts a new one). */
export async function sweepExpired(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 minute'`);
}

interface Window {
  /** The shared total as the database last answered it (our synced hits included). */
  shared: number;
  /** Hits on the way to the database, and hits since. */
  sending: number;
  pending: number;
  windowMs: number;
  max: number;
  /** Local clock; set from the database's answer. */
  resetAt: number;
}

const SWEEP_MS = 60_000;

/**
 * The store of @fastify/rate-limit, shared by every server process through PostgreSQL (decision 016).
 * The API-wide throttle counts in memory and sends its new hits in one batched upsert every
 * `syncMs`, reading back the totals of all processes: no request waits on the database, and a key
 * can overshoot by what the other processes admitted since their last sync. Per-route limits (the
 * auth routes: few, slow requests) are the store's children and count in the database on each call.
 */
export function createSharedRateLimits(db: Db, log: FastifyBaseLogger, { syncMs = 300 } = {}) {
  const windows = new Map<string, Window>();
  let syncing: Promise<void> | undefined;
  let lastSweep = Date.now();

  async function sync() {
    const now = Date.now();
    const batch: Hits[] = [];
    for (const [key, w] of windows) {
      if (w.resetAt <= now && w.pending === 0 && w.sending === 0) {
        windows.delete(key);
      } else if (w.pending > 0 || w.shared * 2 >= w.max) {
        // Keys at half their budget are re-read even without new hits here, so a person over the
        // limit through another process is refused here too within one sync.
        batch.push({ key, hits: w.pending, windowMs: w.windowMs });
        w.sending = w.pending;
        w.pending = 0;
      }
    }
    try {
      if (batch.length) {
        const totals = await addHits(db, batch);
        const at = Date.now();
        for (const { key } of batch) {
          const w = windows.get(key);
          const total = totals.get(key);
          if (!w || !total) continue;
          w.shared = total.current;
          w.sending = 0;
          w.resetAt = at + total.ttl;
        }
      }
      if (now - lastSweep > SWEEP_MS) {
        lastSweep = now;
        await sweepExpired(db);
      }
    } catch (err) {
      // Keep the hits for the next round; meanwhile this process still counts its own.
      for (const { key } of batch) {
        const w = windows.get(key);
        if (w) [w.pending, w.sending] = [w.pending + w.sending, 0];
      }
      log.warn({ err }, 'rate limit sync failed');
    }
  }

  const flush = () => (syncing ??= sync().finally(() => (syncing = undefined)));
  const timer = setInterval(() => void flush(), syncMs).unref();

  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly prefix: string) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      const k = `${this.prefix}${key}`;
      addHits(db, [{ key: k, hits: 1, windowMs: timeWindow }]).then(
        (totals) => callback(null, totals.get(k)),
        (err: Error) => callback(err),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }

  /** One hit of the API-wide throttle, counted in memory: the key's total of all processes so far, and the ms its window has left. */
  function hit(key: string, timeWindow: number, max: number): Counted {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      // A new window; hits of the old one still unsent are dropped with it.
      w = { shared: 0, sending: w?.sending ?? 0, pending: 0, windowMs: timeWindow, max, resetAt: now + timeWindow };
      windows.set(key, w);
    }
    w.pending += 1;
    const current = w.shared + w.sending + w.pending;
    // A key spending its budget fast (a quarter of what is left since the last sync) syncs now
    // rather than at the next tick, so a burst shared by several processes stops sooner.
    if (current <= max && w.pending * 4 >= max - w.shared) void flush();
    return { current, ttl: w.resetAt - now };
  }

  class Store implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      callback(null, hit(key, timeWindow, max));
    }
    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin hands the route's merged limit options, the route itself under `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new RouteStore(`${String(route?.method ?? '')} ${route?.url ?? ''} `);
    }
  }

  return {
    /** For the plugin's `store` option (it constructs one itself). */
    Store,
    hit,
    /** Sends what is pending now (tests, shutdown). */
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type SharedRateLimits = ReturnType<typeof createSharedRateLimits>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: SharedRateLimits;
  }
}
