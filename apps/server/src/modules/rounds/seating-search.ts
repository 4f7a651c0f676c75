/**
 * The search behind seatRound (seating.ts): people as numbers, the cost of two people at one table,
 * a greedy first seating and the swaps that improve it. Costs are integers: a repeat costs REPEAT,
 * affinity counts against it, so one repeat fewer always outweighs any affinity gained.
 */
import { intentsAnswered } from '../attendees/intent-match.js';

interface Person {
  id: string;
  interests: readonly string[];
  intents: readonly string[];
}

/** More than all the affinity a swap can gain or lose (affinities are counts of a few dozen at most). */
export const REPEAT = 1e9;

export interface Model {
  n: number;
  /** Who already met whom, among the people being seated. */
  metWith: Set<number>[];
  /** Each person's interests as sorted numbers, and who holds each interest. */
  interests: Int32Array[];
  holders: number[][];
  /** Each person's intents as a profile number; how many intents of profile a profile b answers. */
  profile: Int32Array;
  profiles: number;
  answered: Int32Array;
  /** The cost of i and j at one table: REPEAT if they met, minus their affinity. */
  weight: (i: number, j: number) => number;
}

const uniq = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** Mulberry32: small, fast, and the same numbers for the same seed everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}

/** Interests become sorted numbers and intents a few shared profiles, so a weight costs a short merge. */
export function buildModel(people: readonly Person[], met: ReadonlySet<string>): Model {
  const n = people.length;
  const index = new Map(people.map((p, i) => [p.id, i]));
  const metWith = people.map(() => new Set<number>());
  for (const key of met) {
    // Ids may hold '|' themselves: the right split is the one that names two of these people.
    for (let at = key.indexOf('|'); at >= 0; at = key.indexOf('|', at + 1)) {
      const a = index.get(key.slice(0, at));
      const b = index.get(key.slice(at + 1));
      if (a !== undefined && b !== undefined && a !== b) {
        metWith[a]!.add(b);
        metWith[b]!.add(a);
        break;
      }
    }
  }
  const interestNo = new Map<string, number>();
  const numberOf = (interest: string) => {
    let no = interestNo.get(interest);
    if (no === undefined) interestNo.set(interest, (no = interestNo.size));
    return no;
  };
  const interests = people.map((p) => Int32Array.from(uniq(p.interests).map(numberOf)).sort());
  const profileNo = new Map<string, number>();
  const profiles: string[][] = [];
  const holders = Array.from({ length: interestNo.size }, (): number[] => []);
  interests.forEach((list, p) => list.forEach((i) => holders[i]!.push(p)));
  const profile = Int32Array.from(people, (p) => {
    const intents = uniq(p.intents).sort();
    const key = intents.join('\n');
    let no = profileNo.get(key);
    if (no === undefined) profileNo.set(key, (no = profiles.push(intents) - 1));
    return no;
  });
  const P = profiles.length;
  const answered = new Int32Array(P * P);
  for (let a = 0; a < P; a++) for (let b = 0; b < P; b++) answered[a * P + b] = intentsAnswered(profiles[a]!, profiles[b]!);

  const weight = (i: number, j: number): number => {
    const x = interests[i]!;
    const y = interests[j]!;
    let shared = 0;
    for (let s = 0, t = 0; s < x.length && t < y.length;) {
      if (x[s] === y[t]) {
        shared++;
        s++;
        t++;
      } else if (x[s]! < y[t]!) s++;
      else t++;
    }
    const met = metWith[i]!;
    return (met.size > 0 && met.has(j) ? REPEAT : 0) - shared - answered[profile[i]! * P + profile[j]!]!;
  };
  return { n, metWith, interests, holders, profile, profiles: P, answered, weight };
}

/**
 * Tables filled one after another: each starts with the person who has met the most of those still
 * standing (the hardest to place later), then takes whoever costs least with those already seated.
 */
export function greedyTables(model: Model, sizes: readonly number[], rand: () => number): number[][] {
  const { n, metWith, interests, holders, profile, profiles, answered } = model;
  const standing = shuffle(
    Array.from({ length: n }, (_, i) => i),
    rand,
  );
  const at = new Int32Array(n);
  standing.forEach((p, i) => (at[p] = i));
  const unmet = Int32Array.from(metWith, (s) => s.size);
  const score = new Float64Array(n);
  // What intents add depends only on a person's intents: one sum per profile, not per person.
  const byIntents = new Float64Array(profiles);
  const sit = (p: number, table: number[]) => {
    const last = standing.pop()!;
    if (last !== p) {
      standing[at[p]!] = last;
      at[last] = at[p]!;
    }
    // The weights of everyone standing with p, from the few lists that hold them: those p met and
    // the holders of p's interests (the scores of people already seated are left stale, unread).
    for (const q of metWith[p]!) {
      unmet[q]!--;
      score[q]! += REPEAT;
    }
    for (const i of interests[p]!) for (const r of holders[i]!) score[r]!--;
    for (let b = 0, row = profile[p]! * profiles; b < profiles; b++) byIntents[b]! -= answered[row + b]!;
    table.push(p);
  };
  return sizes.map((size) => {
    const table: number[] = [];
    let first = standing[0]!;
    for (const p of standing) if (unmet[p]! > unmet[first]!) first = p;
    score.fill(0);
    byIntents.fill(0);
    sit(first, table);
    while (table.length < size) {
      let best = standing[0]!;
      let bestCost = Infinity;
      for (const r of standing) {
        const cost = score[r]! + byIntents[profile[r]!]!;
        if (cost < bestCost) {
          best = r;
          bestCost = cost;
        }
      }
      sit(best, table);
    }
    return table;
  });
}

/** Every weight computed once into a table, for the long search of a tight round: a look-up is several times faster. */
export function denseWeights(model: Model): (i: number, j: number) => number {
  const { n, weight } = model;
  const table = new Int32Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const w = weight(i, j);
      table[i * n + j] = w;
      table[j * n + i] = w;
    }
  return (i, j) => table[i * n + j]!;
}
