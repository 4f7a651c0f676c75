import { describe, expect, it } from 'vitest';
import { assign, byScoreThenIndex, seedProfile } from './group-assignment.js';

/** A small seeded generator, so the scores are the same on every run. */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('byScoreThenIndex (the order offers are taken in)', () => {
  it('orders as a comparator sort would: highest score first, equal scores by index', () => {
    const r = rng(3);
    // Sums of shares of a group's people, as the matcher scores: many equal, a few far apart.
    const scores = Float64Array.from({ length: 5000 }, () => {
      let s = 0;
      for (let k = Math.floor(r() * 4); k >= 0; k--) s += Math.ceil(r() * 12) / 12;
      return r() < 0.1 ? s * 2 ** Math.floor(r() * 40 - 20) : s;
    });
    const sorted = (count: number) => [...Array(count).keys()].sort((a, b) => scores[b]! - scores[a]! || a - b);
    expect([...byScoreThenIndex(scores, scores.length)]).toEqual(sorted(scores.length));
    expect([...byScoreThenIndex(scores, 10)]).toEqual(sorted(10));
    expect([...byScoreThenIndex(Float64Array.of(2, 1, 2, 1), 4)]).toEqual([0, 2, 1, 3]);
    expect(byScoreThenIndex(new Float64Array(0), 0)).toHaveLength(0);
  });
});

describe('assign', () => {
  it('gives whoever finds their best groups full the best group with room they share with, never past the size', () => {
    // Nine groups of one interest each; sixteen people who like one interest fill groups 0 to 7.
    const profiles = Array.from({ length: 9 }, (_, g) => seedProfile([g]));
    const fillers = Array.from({ length: 16 }, (_, i) => Int32Array.of(i >> 1));
    // Three who like all nine: their best few (groups 0 to 7, on ties the lower) are full.
    const broad = Int32Array.from({ length: 9 }, (_, x) => x);
    const out = assign([...fillers, broad, broad, broad], profiles, 2, 9);
    expect([...out.slice(0, 16)]).toEqual(fillers.map((xs) => xs[0]));
    expect([...out.slice(16)]).toEqual([8, 8, -1]);
    // Scored again for the fallback right after being scored for the offers: from zero again.
    expect(assign([...fillers, broad], profiles, 2, 9)[16]).toBe(8);
  });
});
