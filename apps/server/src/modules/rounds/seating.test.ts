import { describe, expect, it } from 'vitest';
import { affinity, meanTableAffinity, pairKey, planRounds, seatRound, tablePairs, type Sitter } from './seating.js';
import { prng, shuffle } from './seating-search.js';

const INTENTS = ['meet-like-me', 'learn', 'hire', 'get-hired', 'find-collaborators', 'invest', 'raise'];

/** People in clusters of taste: most interests and intents from their cluster's, a few from anywhere. */
function clustered(n: number, clusters: number, seed = 3): Sitter[] {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const tastes = Array.from({ length: clusters }, (_, c) => Array.from({ length: 6 }, (_, k) => `c${c}-i${k}`));
  const aims = Array.from({ length: clusters }, (_, c) => [INTENTS[c % INTENTS.length]!, INTENTS[(c + 3) % INTENTS.length]!]);
  return Array.from({ length: n }, (_, i) => ({
    id: `p${String(i).padStart(4, '0')}`,
    interests: [...new Set([pick(tastes[i % clusters]!), pick(tastes[i % clusters]!), pick(tastes[i % clusters]!), `noise-${Math.floor(rand() * 50)}`])],
    intents: [...new Set([pick(aims[i % clusters]!), pick(INTENTS)])],
  }));
}
const plain = (n: number, prefix = 'p'): Sitter[] => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${String(i).padStart(4, '0')}`, interests: [], intents: [] }));

const repeatsIn = (tables: string[][], met: ReadonlySet<string>) => tablePairs(tables).filter((k) => met.has(k)).length;

function expectEveryoneOnceBalanced(tables: string[][], ids: readonly string[], tableSize: number) {
  expect([...tables.flat()].sort()).toEqual([...ids].sort());
  expect(tables).toHaveLength(Math.ceil(ids.length / tableSize));
  const sizes = tables.map((t) => t.length);
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  expect(Math.max(...sizes)).toBeLessThanOrEqual(tableSize);
}

/** Repeats in each round of a plan, counting a pair again however often it met before. */
function repeatsPerRound(plan: string[][][]): number[] {
  const met = new Set<string>();
  return plan.map((tables) => {
    const repeats = repeatsIn(tables, met);
    for (const k of tablePairs(tables)) met.add(k);
    return repeats;
  });
}

/** The fewest repeats any seating of these ids at tables of these sizes can have: every seating tried. */
function fewestRepeats(ids: readonly string[], sizes: readonly number[], met: ReadonlySet<string>): number {
  let best = Infinity;
  const walk = (rest: string[], left: number[], repeats: number) => {
    if (repeats >= best) return;
    if (rest.length === 0) return void (best = repeats);
    const [first, ...others] = rest;
    for (const size of new Set(left)) {
      const nextLeft = [...left];
      nextLeft.splice(nextLeft.indexOf(size), 1);
      const choose = (from: number, table: string[]) => {
        if (table.length === size) {
          const added = repeatsIn([table], met);
          return walk(
            others.filter((p) => !table.includes(p)),
            nextLeft,
            repeats + added,
          );
        }
        for (let i = from; i < others.length; i++) choose(i + 1, [...table, others[i]!]);
      };
      choose(0, [first!]);
    }
  };
  walk([...ids], [...sizes], 0);
  return best;
}

describe('affinity', () => {
  it('counts shared interests and intents that answer each other', () => {
    const a = { id: 'a', interests: ['jazz', 'chess', 'tea'], intents: ['hire', 'learn'] };
    const b = { id: 'b', interests: ['chess', 'tea', 'yoga'], intents: ['get-hired'] };
    const c = { id: 'c', interests: ['yoga'], intents: ['hire'] };
    expect(affinity(a, b)).toBe(3);
    expect(affinity(b, a)).toBe(3);
    expect(affinity(a, c)).toBe(0);
    expect(affinity(b, c)).toBe(2);
    expect(affinity({ ...a, interests: ['jazz', 'jazz'] }, { ...c, interests: ['jazz'] })).toBe(1);
  });

  it('means over the pairs at tables, and lists those pairs once each', () => {
    const people = [
      { id: 'a', interests: ['x', 'y'], intents: [] },
      { id: 'b', interests: ['x', 'y'], intents: [] },
      { id: 'c', interests: ['x'], intents: [] },
      { id: 'd', interests: [], intents: [] },
    ];
    expect(tablePairs([['b', 'a', 'c'], ['d']])).toEqual(['a|b', 'b|c', 'a|c']);
    expect(meanTableAffinity(people, [['a', 'b', 'c'], ['d']])).toBeCloseTo((2 + 1 + 1) / 3);
    expect(meanTableAffinity(people, [['a'], ['d']])).toBe(0);
    expect(pairKey('b', 'a')).toBe('a|b');
  });
});

describe('seatRound', () => {
  it('seats everyone once at balanced tables, whatever the numbers', () => {
    for (const tableSize of [2, 3, 4, 6])
      for (const n of [2, 3, 5, 7, 13, 50, 101]) {
        const people = clustered(n, 4);
        expectEveryoneOnceBalanced(
          seatRound(people, tableSize, new Set()),
          people.map((p) => p.id),
          tableSize,
        );
      }
    expect(seatRound([], 4, new Set())).toEqual([]);
    expect(seatRound(plain(1), 4, new Set())).toEqual([['p0000']]);
    expect(() => seatRound(plain(4), 1, new Set())).toThrow(RangeError);
    expect(() => seatRound([...plain(3), ...plain(1)], 2, new Set())).toThrow(RangeError);
  });

  it('is deterministic for a seed, whatever the order people come in', () => {
    const people = clustered(60, 5);
    const met = new Set(tablePairs(seatRound(people, 4, new Set(), 9)));
    const a = seatRound(people, 4, met, 5);
    expect(seatRound(people, 4, met, 5)).toEqual(a);
    expect(seatRound([...people].reverse(), 4, met, 5)).toEqual(a);
    expect(planRounds(people, 3, 4, 2)).toEqual(planRounds(people, 3, 4, 2));
    expect(seatRound(people, 4, met, 6)).not.toEqual(a);
  });

  it('seats people with shared interests and answering intents together, far above random tables', () => {
    const people = clustered(120, 6);
    const tables = seatRound(people, 4, new Set());
    const sizes = tables.map((t) => t.length);
    let random = 0;
    for (let s = 1; s <= 10; s++) {
      const order = shuffle(
        people.map((p) => p.id),
        prng(100 + s),
      );
      let at = 0;
      random +=
        meanTableAffinity(
          people,
          sizes.map((size) => order.slice(at, (at += size))),
        ) / 10;
    }
    expect(meanTableAffinity(people, tables)).toBeGreaterThan(3 * random);
  });

  it('fits late arrivals and leavers into the next round without repeats', () => {
    const people = clustered(40, 4);
    const plan = planRounds(people, 3, 4);
    const met = new Set(plan.flatMap(tablePairs));
    const leavers = new Set(['p0003', 'p0017', 'p0030']);
    const arrivals = plain(3, 'late');
    const now = [...people.filter((p) => !leavers.has(p.id)), ...arrivals];
    const tables = seatRound(now, 4, met, 4);
    expectEveryoneOnceBalanced(
      tables,
      now.map((p) => p.id),
      4,
    );
    expect(repeatsIn(tables, met)).toBe(0);
    // Pairs with people who left are no obstacle: met keys of absent people are ignored.
    expect(tables.flat()).not.toContain('p0003');
  });

  it('keeps the pairs met in earlier rounds apart when the seating is tight', () => {
    // 16 people at 4 tables of 4: after three rounds few seatings are free of repeats, and the
    // earlier rounds may have left none; the fourth must then be one of the best left.
    for (const [people, size] of [
      [clustered(16, 4), 4],
      [clustered(12, 3), 3],
    ] as const) {
      const ids = people.map((p) => p.id);
      const plan = planRounds(people, 4, size, 1);
      expect(repeatsPerRound(plan).slice(0, 3)).toEqual([0, 0, 0]);
      const met = new Set(plan.slice(0, 3).flatMap(tablePairs));
      expect(repeatsIn(plan[3]!, met)).toBe(
        fewestRepeats(
          ids,
          plan[3]!.map((t) => t.length),
          met,
        ),
      );
    }
  });
});

describe('planRounds', () => {
  it('never repeats a pair while that is possible', () => {
    for (const [n, size, rounds] of [
      [12, 3, 3],
      [200, 4, 6],
      [30, 5, 4],
    ] as const) {
      const people = clustered(n, 5);
      const plan = planRounds(people, rounds, size);
      expect(plan).toHaveLength(rounds);
      for (const tables of plan)
        expectEveryoneOnceBalanced(
          tables,
          people.map((p) => p.id),
          size,
        );
      expect(repeatsPerRound(plan), `${n} people, tables of ${size}, ${rounds} rounds`).toEqual(Array(rounds).fill(0));
    }
  });

  it('seats pairs (tables of 2) as a round robin', () => {
    const people = clustered(10, 2);
    const plan = planRounds(people, 7, 2);
    for (const tables of plan)
      expectEveryoneOnceBalanced(
        tables,
        people.map((p) => p.id),
        2,
      );
    expect(repeatsPerRound(plan)).toEqual(Array(7).fill(0));
    // An odd number: one person waits alone at a table of one, each round someone else.
    const odd = planRounds(clustered(7, 2), 6, 2);
    const alone = odd.map((tables) => tables.filter((t) => t.length === 1).flat());
    expect(alone.map((ids) => ids.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(alone.flat()).size).toBe(6);
    expect(repeatsPerRound(odd)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps repeats to the fewest possible when they cannot be avoided', () => {
    for (const [n, size, rounds] of [
      [6, 3, 5],
      [12, 4, 3],
    ] as const) {
      const people = plain(n);
      const ids = people.map((p) => p.id);
      const met = new Set<string>();
      for (const tables of planRounds(people, rounds, size)) {
        expectEveryoneOnceBalanced(tables, ids, size);
        const sizes = tables.map((t) => t.length);
        expect(repeatsIn(tables, met), `${n} people, tables of ${size}`).toBe(fewestRepeats(ids, sizes, met));
        for (const k of tablePairs(tables)) met.add(k);
      }
    }
  });
});
