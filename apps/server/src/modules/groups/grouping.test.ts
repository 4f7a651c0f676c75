import { describe, expect, it } from 'vitest';
import { formGroups, meanSharedInterests, sharedWith } from './grouping.js';

/** A small seeded generator, so the "random" attendees are the same on every run. */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
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
    // Named by a pair most often; by one or three interests when pairs run out.
    for (const k of keys) expect(k.split('+').length).toBeGreaterThanOrEqual(1);
    expect(keys.filter((k) => k.split('+').length === 2).length).toBeGreaterThan(keys.length / 2);
  });

  it('groups people who share interests far more than chance', () => {
    const people = attendees(400);
    const interestsOf = new Map(people.map((p) => [p.userId, new Set(p.interests)]));
    const groups = formGroups(people, 10);
    const formed = meanSharedInterests(
      groups.map((g) => g.memberIds),
      interestsOf,
    );
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

/** 8 taste clusters of 7 interests each; everyone picks 3-5 from their cluster and 0-2 from anywhere. */
function clustered(n: number, clusters = 8, seed = 11) {
  const r = rng(seed);
  const tastes = Array.from({ length: clusters }, (_, c) => Array.from({ length: 7 }, (_, i) => `c${c}-i${i}`));
  const everything = tastes.flat();
  return Array.from({ length: n }, (_, i) => {
    const taste = tastes[i % clusters]!;
    const set = new Set<string>();
    const own = 3 + Math.floor(r() * 3);
    while (set.size < own) set.add(taste[Math.floor(r() * taste.length)]!);
    for (let k = Math.floor(r() * 3); k > 0; k--) set.add(everything[Math.floor(r() * everything.length)]!);
    return { userId: `p${String(i).padStart(4, '0')}`, interests: [...set] };
  });
}

describe('formGroups on an event with taste clusters', () => {
  const people = clustered(200);
  const interestsOf = new Map(people.map((p) => [p.userId, new Set(p.interests)]));
  const groups = formGroups(people, 8);

  it('places at least 95% of people, within the size, each once', () => {
    const placed = groups.flatMap((g) => g.memberIds);
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.length / people.length).toBeGreaterThanOrEqual(0.95);
    for (const g of groups) expect(g.memberIds.length).toBeLessThanOrEqual(8);
  });

  it('gives no two groups the same theme or the same interests, and only pairs liked together', () => {
    const sets = groups.map((g) => [...g.interestIds].sort().join('|'));
    expect(new Set(sets).size).toBe(sets.length);
    for (const g of groups) {
      const theme = g.key.split('+');
      expect(g.interestIds.slice(0, theme.length).sort()).toEqual(theme);
      // Coherent: one taste, and at least two members like all of it.
      expect(new Set(theme.map((x) => x.split('-')[0])).size).toBe(1);
      expect(g.memberIds.filter((id) => theme.every((x) => interestsOf.get(id)!.has(x))).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('shares at least 5x the interests of random groups of the same sizes', () => {
    const sizes = groups.map((g) => g.memberIds.length);
    const ids = groups.flatMap((g) => g.memberIds);
    const r = rng(5);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    let at = 0;
    const random = sizes.map((n) => ids.slice(at, (at += n)));
    const formed = meanSharedInterests(
      groups.map((g) => g.memberIds),
      interestsOf,
    );
    expect(formed / meanSharedInterests(random, interestsOf)).toBeGreaterThanOrEqual(5);
  });
});

describe('sharedWith (the reason in words)', () => {
  const mine = new Set(['coffee', 'hiking', 'chess']);
  it('names only what every counted person shares with me', () => {
    const others = [['coffee', 'hiking'], ['coffee', 'hiking', 'jazz'], ['coffee'], ['hiking', 'coffee'], ['yoga']];
    expect(sharedWith(mine, others)).toEqual({ interestIds: ['coffee', 'hiking'], people: 3 });
  });
  it('keeps one interest when a second would leave too few people', () => {
    expect(sharedWith(mine, [['coffee'], ['coffee'], ['coffee', 'chess'], ['coffee']])).toEqual({ interestIds: ['coffee'], people: 4 });
  });
  it('prefers the group theme on a tie, and says nothing when nothing is shared', () => {
    expect(sharedWith(mine, [['chess'], ['hiking']], ['hiking']).interestIds).toEqual(['hiking']);
    expect(sharedWith(mine, [['yoga']])).toEqual({ interestIds: [], people: 0 });
  });
});
