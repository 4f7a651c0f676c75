import { describe, expect, it } from 'vitest';
import { TaggedCache } from './shared-cache.js';

/** A load the test finishes by hand, counting how often the "database" was asked. */
function source() {
  let value = 'v1';
  let reads = 0;
  const gates: (() => void)[] = [];
  return {
    set: (v: string) => (value = v),
    reads: () => reads,
    open: () => gates.splice(0).forEach((g) => g()),
    load: async () => {
      reads++;
      const seen = value;
      await new Promise<void>((r) => gates.push(r));
      return { value: seen, tags: ['event-1'] };
    },
  };
}

describe('tagged cache', () => {
  it('reads once for a burst of misses, then answers from memory', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const db = source();
    const burst = Promise.all([cache.get('slug', db.load), cache.get('slug', db.load), cache.get('slug', db.load)]);
    db.open();
    expect(await burst).toEqual(['v1', 'v1', 'v1']);
    expect(await cache.get('slug', db.load)).toBe('v1');
    expect(db.reads()).toBe(1);
  });

  it('never keeps or hands on a read that overlapped a change', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const db = source();
    const early = cache.get('slug', db.load); // reads v1 ...
    db.set('v2');
    cache.drop('event-1'); // ... while the change commits
    const late = cache.get('slug', db.load); // asked after the change: reads again
    db.open();
    expect(await early).toBe('v1');
    const afterwards = cache.get('slug', db.load);
    db.open();
    expect([await late, await afterwards]).toEqual(['v2', 'v2']);
  });

  it('drops every ref of a changed event and only those, and stays bounded', async () => {
    const cache = new TaggedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const load = (v: string, tag: string) => async () => ({ value: v, tags: [tag] });
    await cache.get('a', load('A', 'e1'));
    await cache.get('b', load('B', 'e2'));
    cache.drop('e1');
    expect(await cache.get('a', load('A2', 'e1'))).toBe('A2');
    expect(await cache.get('b', load('B2', 'e2'))).toBe('B');
    await cache.get('c', load('C', 'e3')); // over the bound: the oldest goes
    expect(await cache.get('b', load('B3', 'e2'))).toBe('B3');
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
  });
});
