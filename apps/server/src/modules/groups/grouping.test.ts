import { describe, expect, it } from 'vitest';
import { formGroups, meanSharedInterests } from './grouping.js';

/** A small seeded generator, so the "random" attendees are the same on every run. */
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}
const pool = ['hiking', 'jazz', 'chess', 'yoga', 'cooking', 'climbing', 'poetry', 'cycling', 'coding', 'painting', 'running', 'tea'];
function attendees(n: number, seed = 7) {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => ({
    userId: `u${String(i).padStart(5, '0')}`,
    interests: Array.from({ length: 3 + Math.floor(r() * 3) }, () => pool[Math.floor(r() * pool.length)]!),
  }));
}

describe('formGroups', () => {
  it('is deterministic whatever the input order', () => {
    const people = attendees(120);
    const a = formGroups(people, 10);
    const b = formGroups([...people].reverse(), 10);
    expect(b).toEqual(a);
  });

  it('never exceeds the target size and puts nobody in two groups', () => {
    const groups = formGroups(attendees(300), 12);
    expect(groups.length).toBeGreaterThan(5);
    for (const g of groups) expect(g.memberIds.length).toBeLessThanOrEqual(12);
    const all = groups.flatMap((g) => g.memberIds);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives each group a unique key built from its theme, stable on rerun', () => {
    const people = attendees(200);
    const keys = formGroups(people, 8).map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(formGroups(people, 8).map((g) => g.key)).toEqual(keys);
    for (const k of keys) expect(k.split('+')).toHaveLength(2);
  });

  it('groups people who share interests far more than chance', () => {
    const people = attendees(400);
    const interestsOf = new Map(people.map((p) => [p.userId, new Set(p.interests)]));
    const groups = formGroups(people, 10);
    const formed = meanSharedInterests(groups.map((g) => g.memberIds), interestsOf);
    // Every member shares at least one theme interest with the rest; with the pair, two.
    for (const g of groups) {
      const theme = g.interestIds.slice(0, 2);
      for (const id of g.memberIds) expect(theme.some((i) => interestsOf.get(id)!.has(i))).toBe(true);
    }
    const sizes = groups.map((g) => g.memberIds.length);
    const shuffled = people.map((p) => p.userId).sort((a, b) => (a.split('').reverse().join('') < b.split('').reverse().join('') ? -1 : 1));
    let at = 0;
    const random = sizes.map((s) => shuffled.slice(at, (at += s)));
    expect(formed).toBeGreaterThan(meanSharedInterests(random, interestsOf) * 1.5);
  });

  it('handles nobody, people without interests and tiny targets', () => {
    expect(formGroups([], 10)).toEqual([]);
    expect(formGroups([{ userId: 'a', interests: [] }], 10)).toEqual([]);
    expect(formGroups(attendees(10), 1)).toEqual([]);
  });
});
