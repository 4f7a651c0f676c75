/**
 * Seating for speed-networking rounds (apps/server/src/modules/rounds/seating.ts), planned round
 * after round as the rounds service seats them, on people in taste clusters: interests from
 * `lib/taste-clusters.ts` over the real catalogue, intents from the default options, each cluster
 * leaning to a pair of them (hire and get hired, invest and raise, ...). Goals:
 * - 200 people, tables of 4, 6 rounds: 0 repeated pairs, under 1 s, mean affinity at a table 3x or
 *   more that of random tables of the same sizes (mean over several random seatings of each round);
 * - 2,000 people, tables of 6, 5 rounds: 0 repeated pairs, under 5 s.
 * Time is wall time of the whole plan; the CPU time of this process and the load are printed beside it.
 * Usage: npx tsx bench/rounds.ts
 */
import os from 'node:os';
import { DEFAULT_INTENT_OPTIONS } from '../packages/contracts/src/intents.js';
import { meanTableAffinity, planRounds, seatRound, tablePairs, type Sitter } from '../apps/server/src/modules/rounds/seating.js';
import { prng, shuffle } from '../apps/server/src/modules/rounds/seating-search.js';
import { report } from './lib/report.js';
import { tasteClusters } from './lib/taste-clusters.js';

const INTENT_IDS = DEFAULT_INTENT_OPTIONS.map((o) => o.id);
/** What each cluster mostly comes for: pairs that answer each other, or that are answered alike. */
const LEANINGS = [
  ['hire', 'get-hired'],
  ['invest', 'raise'],
  ['learn', 'meet-like-me'],
  ['find-collaborators', 'learn'],
  ['meet-like-me', 'find-collaborators'],
];
const RANDOM_SEATINGS = 10;

function attendees(n: number, clusters: number): Sitter[] {
  const rand = prng(11);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  return tasteClusters(n, clusters).map((p) => {
    const leaning = LEANINGS[p.cluster % LEANINGS.length]!;
    const intents = new Set([pick(leaning)]);
    if (rand() < 0.5) intents.add(pick(leaning));
    if (rand() < 0.3) intents.add(pick(INTENT_IDS));
    return { id: p.userId, interests: p.interests, intents: [...intents] };
  });
}

function measure(n: number, clusters: number, tableSize: number, rounds: number) {
  const people = attendees(n, clusters);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const plan = planRounds(people, rounds, tableSize);
  const ms = performance.now() - started;
  const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;

  const met = new Set<string>();
  let repeats = 0;
  let seated = 0;
  let chance = 0;
  for (const [r, tables] of plan.entries()) {
    for (const key of tablePairs(tables)) {
      if (met.has(key)) repeats++;
      met.add(key);
    }
    if (new Set(tables.flat()).size === n && tables.flat().length === n) seated++;
    const sizes = tables.map((t) => t.length);
    for (let s = 0; s < RANDOM_SEATINGS; s++) {
      const order = shuffle(
        people.map((p) => p.id),
        prng(1000 * r + s),
      );
      let at = 0;
      chance += meanTableAffinity(
        people,
        sizes.map((size) => order.slice(at, (at += size))),
      );
    }
  }
  chance /= rounds * RANDOM_SEATINGS;
  const seatedAffinity = plan.reduce((sum, tables) => sum + meanTableAffinity(people, tables), 0) / rounds;
  const sizes = plan.flat().map((t) => t.length);
  console.log(
    `${n} people in ${clusters} clusters, tables of ${tableSize}, ${rounds} rounds: ${plan[0]!.length} tables of ${Math.min(...sizes)}-${Math.max(...sizes)}, ` +
      `everyone seated once in ${seated}/${rounds} rounds, ${repeats} repeated pairs, ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), ` +
      `mean affinity at a table ${seatedAffinity.toFixed(2)} vs random ${chance.toFixed(2)} (${(seatedAffinity / chance).toFixed(1)}x)`,
  );
  return { repeats, ms, cpuMs, ratio: seatedAffinity / chance, seatedAffinity, chance, seated: seated === rounds };
}

/** A small event seated past the point where new pairs run out: the time of its slowest round, where the search works hardest. */
function tight(n: number, tableSize: number, rounds: number) {
  const people = attendees(n, 8);
  const met = new Set<string>();
  const repeats: number[] = [];
  let slowest = 0;
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    const tables = seatRound(people, tableSize, met, r + 1);
    slowest = Math.max(slowest, performance.now() - started);
    repeats.push(tablePairs(tables).filter((key) => met.has(key)).length);
    for (const key of tablePairs(tables)) met.add(key);
  }
  console.log(`${n} people, tables of ${tableSize}, ${rounds} rounds, one at a time: repeated pairs per round ${repeats.join(', ')}; slowest round ${slowest.toFixed(0)} ms`);
  return { repeats, slowest };
}

const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`;
console.log(load());
const small = measure(200, 8, 4, 6);
const large = measure(2000, 40, 6, 5);
const crowded = tight(100, 10, 12);
const note = `CPU ${small.cpuMs.toFixed(0)} / ${large.cpuMs.toFixed(0)} ms; ${load()}`;

report({
  id: 'rounds-200-repeats',
  name: 'rounds: 200 people, tables of 4, 6 rounds, repeated pairs',
  value: `${small.repeats}${small.seated ? '' : ', NOT everyone seated once'}`,
  goal: '0, everyone seated once',
  met: small.repeats === 0 && small.seated,
});
report({ id: 'rounds-200-time', name: 'rounds: 200 people, tables of 4, 6 rounds, time to seat all', value: `${small.ms.toFixed(0)} ms`, goal: '< 1,000 ms', met: small.ms < 1000, note });
report({
  id: 'rounds-200-affinity',
  name: 'rounds: mean affinity at a table vs random tables of the same sizes',
  value: `${small.ratio.toFixed(1)}x (${small.seatedAffinity.toFixed(2)} vs ${small.chance.toFixed(2)})`,
  goal: '>= 3x',
  met: small.ratio >= 3,
});
report({
  id: 'rounds-2000-repeats',
  name: 'rounds: 2,000 people, tables of 6, 5 rounds, repeated pairs',
  value: `${large.repeats}${large.seated ? '' : ', NOT everyone seated once'}`,
  goal: '0, everyone seated once',
  met: large.repeats === 0 && large.seated,
});
report({
  id: 'rounds-2000-time',
  name: 'rounds: 2,000 people, tables of 6, 5 rounds, time to seat all',
  value: `${large.ms.toFixed(0)} ms (affinity ${large.ratio.toFixed(1)}x random)`,
  goal: '< 5,000 ms',
  met: large.ms < 5000,
  note,
});
report({
  id: 'rounds-tight',
  name: 'rounds: 100 people, tables of 10, 12 rounds (new pairs run out), slowest round',
  value: `${crowded.slowest.toFixed(0)} ms; repeated pairs per round ${crowded.repeats.join(', ')}`,
  goal: 'printed',
  met: null,
  note: load(),
});
