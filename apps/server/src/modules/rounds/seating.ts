/**
 * How seating works. Speed-networking rounds are seated one at a time, as each round starts, because
 * people arrive late and leave early: planning every round up front would seat ghosts and miss
 * newcomers. So the heart is one round given the pairs that already met. Meeting someone new is the
 * point of a round, so a repeated pair costs more than any affinity can buy; within that, people who
 * share interests or whose intents answer each other (hire and get hired, invest and raise) sit
 * together. Finding the best seating is the social golfer problem, hard in general, so a heuristic:
 * a greedy seating that places the hardest-to-place people first, then swaps between tables, first to
 * remove repeats and then to raise affinity. The search is budgeted in tries rather than time and
 * runs on people sorted by id, so the same people and seed always give the same tables (a round
 * replayed after a crash, or a test, sees the same seating).
 */
import { intentsAnswered } from '../attendees/intent-match.js';
import { improveTables, rotateSolo } from './seating-improve.js';
import { buildModel, greedyTables, prng } from './seating-search.js';

export interface Sitter {
  id: string;
  interests: readonly string[];
  intents: readonly string[];
}

/** The key of an unordered pair. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Random swaps tried per person for affinity: enough to settle, cheap at 2,000 people. */
const TRIES_PER_PERSON = 25;
/** Weights computed while looking for fewer repeats, only spent when a round has some: well under a second. */
const TABU_WORK = 5_000_000;

/**
 * One round: everyone seated once, ceil(n / tableSize) tables whose sizes differ by at most one
 * (n < 2: one table or none), avoiding pairs in `met` as far as possible, then maximising affinity.
 * Deterministic for a given seed.
 */
export function seatRound(people: readonly Sitter[], tableSize: number, met: ReadonlySet<string>, seed = 1): string[][] {
  if (!Number.isInteger(tableSize) || tableSize < 2) throw new RangeError('tableSize must be a whole number of 2 or more');
  const sorted = [...people].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (sorted.some((p, i) => i > 0 && p.id === sorted[i - 1]!.id)) throw new RangeError('people must have distinct ids');
  const n = sorted.length;
  if (n < 2) return n === 0 ? [] : [[sorted[0]!.id]];

  const count = Math.ceil(n / tableSize);
  const sizes = Array.from({ length: count }, (_, i) => Math.floor(n / count) + (i < n % count ? 1 : 0));
  const rand = prng(seed);
  const model = buildModel(sorted, met);
  const tables = greedyTables(model, sizes, rand);
  improveTables(model, tables, rand, { tabuWork: TABU_WORK, tries: TRIES_PER_PERSON * n });
  rotateSolo(model, tables);
  return tables.map((t) => t.map((i) => sorted[i]!.id));
}

/** Plans `rounds` rounds for a fixed set of people by seating round after round, adding each round's pairs to the met set. */
export function planRounds(people: readonly Sitter[], rounds: number, tableSize: number, seed = 1): string[][][] {
  if (!Number.isInteger(rounds) || rounds < 0) throw new RangeError('rounds must be a whole number of 0 or more');
  const met = new Set<string>();
  return Array.from({ length: rounds }, (_, r) => {
    const tables = seatRound(people, tableSize, met, seed + r);
    for (const key of tablePairs(tables)) met.add(key);
    return tables;
  });
}

/** The affinity of two people: interests they share, plus intents of one that the other answers. */
export function affinity(a: Sitter, b: Sitter): number {
  const theirs = new Set(b.interests);
  const shared = [...new Set(a.interests)].filter((i) => theirs.has(i)).length;
  return shared + intentsAnswered([...new Set(a.intents)], [...new Set(b.intents)]);
}

/** Mean affinity over all pairs seated together (0 when no table has two people). */
export function meanTableAffinity(people: readonly Sitter[], tables: readonly (readonly string[])[]): number {
  const byId = new Map(people.map((p) => [p.id, p]));
  const person = (id: string) => {
    const p = byId.get(id);
    if (!p) throw new RangeError(`unknown person ${id}`);
    return p;
  };
  let sum = 0;
  let pairs = 0;
  for (const t of tables)
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++) {
        sum += affinity(person(t[i]!), person(t[j]!));
        pairs++;
      }
  return pairs ? sum / pairs : 0;
}

/** The pairs that sat together at these tables. */
export function tablePairs(tables: readonly (readonly string[])[]): string[] {
  const pairs: string[] = [];
  for (const t of tables) for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) pairs.push(pairKey(t[i]!, t[j]!));
  return pairs;
}
