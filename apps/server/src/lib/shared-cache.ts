import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';

const PG_CHANNEL = 'mingle_cache';

/** One scope's in-process entries; `drop` forgets what a change made wrong. */
export interface Invalidatable {
  drop(key: string): void;
}

/**
 * Drops cached entries in every process when their data changes (decision 015). The writer drops
 * its own at once (read-your-writes), then tells the others through NOTIFY (PGlite delivers it in
 * its own process, to every app on it). A lost notification is bounded by each cache's time to live.
 */
export function createCacheInvalidation(database: Database, log: FastifyBaseLogger) {
  const scopes = new Map<string, Invalidatable>();
  let unlisten: (() => Promise<void>) | undefined;

  const dropLocally = (scope: string, key: string) => scopes.get(scope)?.drop(key);

  return {
    register(scope: string, cache: Invalidatable) {
      scopes.set(scope, cache);
    },
    /** Call after the change is committed. Never throws: the write has happened, the TTL is the backstop. */
    async invalidate(scope: string, key: string) {
      dropLocally(scope, key);
      try {
        await database.notify(PG_CHANNEL, [JSON.stringify({ scope, key })]);
      } catch (err) {
        log.warn({ err, scope, key }, 'cache invalidation not sent');
      }
    },
    async start() {
      unlisten = await database.listen(PG_CHANNEL, (payload) => {
        try {
          const { scope, key } = JSON.parse(payload) as { scope: string; key: string };
          dropLocally(scope, key);
        } catch {
          // not ours
        }
      });
    },
    async stop() {
      await unlisten?.();
    },
  };
}
export type CacheInvalidation = ReturnType<typeof createCacheInvalidation>;

interface Entry<V> {
  value: V;
  /** The ids of what it was made from, for `drop`. */
  tags: readonly string[];
  expiresAt: number;
}

/**
 * A bounded map of computed answers. `drop(tag)` forgets every entry made from that tag (an event id
 * reached by its slug, an old slug or its id); a load that overlapped a drop is not kept, so an
 * answer read before a change committed cannot outlive the change's invalidation.
 */
export class TaggedCache<V> implements Invalidatable {
  private readonly entries = new Map<string, Entry<V>>();
  /** One load per key at a time: a burst of misses (a cold start, just after an edit) reads once. */
  private readonly loading = new Map<string, Promise<V | undefined>>();
  private generation = 0;

  constructor(private readonly opts: { ttlMs: number; maxEntries: number }) {}

  /** The live entry of a key, or undefined; never loads (a hot path answers it in the same turn). */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
  }

  get(key: string, load: () => Promise<{ value: V; tags: readonly string[] } | undefined>): Promise<V | undefined> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fill(key, load).finally(() => this.loading.get(key) === pending && this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async fill(key: string, load: () => Promise<{ value: V; tags: readonly string[] } | undefined>) {
    const generation = this.generation;
    const loaded = await load();
    if (!loaded) return undefined;
    if (generation === this.generation) {
      if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value: loaded.value, tags: loaded.tags, expiresAt: Date.now() + this.opts.ttlMs });
    }
    return loaded.value;
  }

  drop(tag: string) {
    this.generation++;
    // Loads under way may have read before the change: whoever asks from now on reads again.
    this.loading.clear();
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }
}
