/**
 * Automatic groups for 10,000 profiles: time to form them, and the mean number of interests two
 * members of a group share, against random groups of the same sizes. Goals: under 1 s, ratio >= 3.
 * Profiles are synthetic but shaped like people: most interests come from one or two favourite
 * categories of the real catalogue, a few from anywhere. Seeded, so every run sees the same people.
 * Usage: npx tsx bench/grouping.ts [profiles] [targetSize]
 */
import { CATEGORIES } from '../apps/server/src/modules/interests/interests.catalogue.js';
import { formGroups, meanSharedInterests } from '../apps/server/src/modules/groups/grouping.js';
import { report } from './lib/report.js';

const n = Number(process.argv[2] ?? 10_000);
const targetSize = Number(process.argv[3] ?? 12);
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const all = CATEGORIES.flatMap((c) => c.interests.map((i) => i.id));

const profiles = Array.from({ length: n }, (_, i) => {
  const favourites = [pick(CATEGORIES), pick(CATEGORIES)];
  const count = 3 + Math.floor(rand() * 6);
  const interests = new Set<string>();
  while (interests.size < count) interests.add(rand() < 0.8 ? pick(pick(favourites).interests).id : pick(all));
  return { userId: `user-${String(i).padStart(6, '0')}`, interests: [...interests] };
});

const started = performance.now();
const groups = formGroups(profiles, targetSize);
const ms = performance.now() - started;

const interestsOf = new Map(profiles.map((p) => [p.userId, new Set(p.interests)]));
const grouped = groups.map((g) => g.memberIds);
const sizes = grouped.map((g) => g.length);
// Random groups of exactly the same sizes, drawn from the same people.
const people = grouped.flat();
for (let i = people.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [people[i], people[j]] = [people[j]!, people[i]!];
}
let at = 0;
const random = sizes.map((s) => people.slice(at, (at += s)));

const formed = meanSharedInterests(grouped, interestsOf);
const chance = meanSharedInterests(random, interestsOf);
console.log(`profiles: ${n}, target size: ${targetSize}, groups: ${groups.length}, people placed: ${people.length} (${((100 * people.length) / n).toFixed(1)}%)`);
console.log(`group sizes: min ${Math.min(...sizes)}, max ${Math.max(...sizes)}`);
console.log(`forming time: ${ms.toFixed(0)} ms (goal under 1000 ms) -> ${ms < 1000 ? 'met' : 'NOT met'}`);
console.log(
  `mean shared interests per pair: formed ${formed.toFixed(2)}, random ${chance.toFixed(2)}, ratio ${(formed / chance).toFixed(1)}x (goal >= 3x) -> ${formed / chance >= 3 ? 'met' : 'NOT met'}`,
);
report({ id: 'grouping-time', name: `automatic groups for ${n} profiles, forming time`, value: `${ms.toFixed(0)} ms`, goal: '< 1,000 ms', met: ms < 1000 });
report({
  id: 'grouping-overlap',
  name: 'shared interests per pair, formed vs random groups of the same sizes',
  value: `${(formed / chance).toFixed(1)}x (${formed.toFixed(2)} vs ${chance.toFixed(2)})`,
  goal: '>= 3x',
  met: formed / chance >= 3,
});
