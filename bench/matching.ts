/**
 * Matching on a real server and database, measured the way attendees live it: an event of people
 * in taste clusters, the organiser forms groups, every attendee opens their suggestions and
 * accepts the first. Prints, for the formed groups and for the groups people actually accepted,
 * the interest overlap against random groups of the same sizes and the spread of sizes, and the
 * goals: 0 failed joins, >= 95% placed, no group suggested first to more people than its seats,
 * overlap >= 5x random, no duplicate or incoherent themes, reasons true as written.
 * Usage: npx tsx bench/matching.ts [attendees] [clusters] [targetSize]   (default 200 8 8)
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { companies, eventAttendees, events, groupMatches, memberships, profileInterests, profiles, sessions, users } from '../apps/server/src/db/schema/index.js';
import { meanSharedInterests } from '../apps/server/src/modules/groups/grouping.js';
import { CATEGORIES } from '../apps/server/src/modules/interests/interests.catalogue.js';
import { report } from './lib/report.js';
import { tasteClusters } from './lib/taste-clusters.js';

const n = Number(process.argv[2] ?? 200);
const clusters = Number(process.argv[3] ?? 8);
const targetSize = Number(process.argv[4] ?? 8);

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = await buildApp({ config, database });
const { db } = database;

// Fixture straight into the database: the bench measures matching, not sign-up.
const people = tasteClusters(n, clusters);
const rows = await db
  .insert(users)
  .values([
    ...people.map((p, i) => ({ email: `m${i}@bench.test`, username: `m${i}`, passwordHash: 'x', emailVerifiedAt: new Date() })),
    { email: 'org@bench.test', username: 'org', passwordHash: 'x', emailVerifiedAt: new Date() },
  ])
  .returning();
const organiser = rows.at(-1)!;
const [company] = await db
  .insert(companies)
  .values({ slug: `bench-${Date.now()}`, name: 'Bench' })
  .returning();
await db.insert(memberships).values({ companyId: company!.id, userId: organiser.id, role: 'owner' });
const [event] = await db
  .insert(events)
  .values({ companyId: company!.id, slug: `match-${Date.now()}`, name: 'Matching', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Here', organizerUsername: 'org' })
  .returning();
const attendees = rows.slice(0, n);
await db.insert(eventAttendees).values(attendees.map((u) => ({ eventId: event!.id, userId: u.id })));
const made = await db
  .insert(profiles)
  .values(attendees.map((u, i) => ({ eventId: event!.id, userId: u.id, firstName: `P${i}`, lastName: 'Bench', gender: 'other' as const })))
  .returning();
await db.insert(profileInterests).values(made.flatMap((p, i) => people[i]!.interests.map((interestId) => ({ profileId: p.id, interestId }))));
const tokenOf = new Map<string, string>();
for (const u of rows) tokenOf.set(u.id, crypto.randomBytes(32).toString('base64url'));
await db.insert(sessions).values(rows.map((u) => ({ userId: u.id, tokenHash: crypto.createHash('sha256').update(tokenOf.get(u.id)!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));

const call = (userId: string, method: 'GET' | 'POST', url: string, payload?: object, company?: string) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${tokenOf.get(userId)}`, ...(company ? { 'x-company-id': company } : {}) }, ...(payload ? { payload } : {}) });

// 1. The organiser forms groups.
const started = performance.now();
const formed = await call(organiser.id, 'POST', `/events/${event!.id}/groups/auto`, { targetSize }, company!.id);
const formMs = performance.now() - started;
if (formed.statusCode !== 200) throw new Error(formed.body);
const groups = formed.json().groups as { id: string; name: string; interests: { id: string }[]; reservedCount: number; targetSize: number }[];

// 2. Everyone opens their suggestions; 3. everyone accepts the first.
type Suggestion = { matched: boolean; reason: string; sharedInterests: { id: string; name: string }[]; group: { id: string; targetSize: number | null } };
const firstOf = new Map<string, Suggestion | undefined>();
// Who holds a seat in each group as each person looks: those placed at forming, then anyone placed
// on their first look (a late placement), so each reason is judged against the people it counted.
const seatedAtForming = await db.select({ userId: groupMatches.userId, groupId: groupMatches.groupId }).from(groupMatches).where(eq(groupMatches.eventId, event!.id));
const seated = new Map<string, Set<string>>();
for (const r of seatedAtForming) seated.set(r.groupId, (seated.get(r.groupId) ?? new Set()).add(r.userId));
const othersWhenGiven = new Map<string, string[]>();
for (const u of attendees) {
  const s = ((await call(u.id, 'GET', `/events/${event!.slug}/attendee/groups/suggestions`)).json() as Suggestion[])[0];
  firstOf.set(u.id, s);
  if (!s?.matched) continue;
  const holders = seated.get(s.group.id) ?? new Set<string>();
  seated.set(s.group.id, holders.add(u.id));
  othersWhenGiven.set(
    u.id,
    [...holders].filter((x) => x !== u.id),
  );
}
const holdersOf = new Map<string, string[]>();
for (const [userId, s] of firstOf) if (s?.matched) holdersOf.set(s.group.id, [...(holdersOf.get(s.group.id) ?? []), userId]);

let failed = 0;
const failures = new Map<string, number>();
for (const u of attendees) {
  const s = firstOf.get(u.id);
  if (!s) continue;
  const res = await call(u.id, 'POST', `/events/${event!.slug}/attendee/groups/${s.group.id}/join`, { fromSuggestion: true });
  if (res.statusCode !== 200) {
    failed++;
    failures.set(res.json().message, (failures.get(res.json().message) ?? 0) + 1);
  }
}

// Who ended up where, from the database.
const membersOf = new Map<string, string[]>();
for (const g of groups) {
  const details = (await call(organiser.id, 'GET', `/events/${event!.id}/groups/${g.id}`, undefined, company!.id)).json() as { members: { userId: string }[] };
  membersOf.set(
    g.id,
    details.members.map((m) => m.userId),
  );
}

// Figures.
const idOf = new Map(attendees.map((u, i) => [u.id, people[i]!]));
const interestsOf = new Map(attendees.map((u, i) => [u.id, new Set(people[i]!.interests)]));
let seed = 99;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** Overlap inside the groups against random groups of the same sizes (mean of 50 shuffles). */
function ratio(grouped: string[][]) {
  const sizes = grouped.map((g) => g.length);
  let chance = 0;
  for (let round = 0; round < 50; round++) {
    const ids = grouped.flat();
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    let at = 0;
    chance +=
      meanSharedInterests(
        sizes.map((s) => ids.slice(at, (at += s))),
        interestsOf,
      ) / 50;
  }
  return meanSharedInterests(grouped, interestsOf) / chance;
}
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0]}, median ${s[Math.floor(s.length / 2)]}, max ${s.at(-1)}`;
};
const formedGroups = [...holdersOf.values()];
const acceptedGroups = [...membersOf.values()].filter((m) => m.length > 0);
const placed = acceptedGroups.flat().length;
const firstCounts = new Map<string, number>();
for (const s of firstOf.values()) if (s) firstCounts.set(s.group.id, (firstCounts.get(s.group.id) ?? 0) + 1);
const oversuggested = [...firstCounts].filter(([gid, count]) => count > (groups.find((g) => g.id === gid)?.targetSize ?? Infinity)).length;
const themeSets = groups.map((g) =>
  g.interests
    .map((i) => i.id)
    .sort()
    .join('|'),
);
const duplicates = themeSets.length - new Set(themeSets).size;
const categoryOf = new Map(CATEGORIES.flatMap((c) => c.interests.map((i) => [i.id, c.id] as const)));
// A theme is incoherent when nobody matched to it likes its named interests together.
const incoherent = groups.filter((g) => {
  const theme = g.name.split(/, | & /).length;
  const ids = g.interests.slice(0, theme).map((i) => i.id);
  return (holdersOf.get(g.id) ?? []).filter((u) => ids.every((x) => interestsOf.get(u)!.has(x))).length < 2;
}).length;
const mixedCategories = groups.filter((g) => new Set(g.interests.slice(0, 2).map((i) => categoryOf.get(i.id))).size > 1).length;
// Reasons, checked against the people holding seats in the same group when they were given.
let untrue = 0;
for (const [userId, s] of firstOf) {
  if (!s?.matched) continue;
  const others = othersWhenGiven.get(userId) ?? [];
  const named = s.sharedInterests.map((i) => i.id);
  const sharing = others.filter((u) => named.every((x) => interestsOf.get(u)!.has(x))).length;
  const numbers = s.reason.match(/with (\d+) of the (\d+)/);
  const ok = named.every((x) => interestsOf.get(userId)!.has(x)) && (numbers ? Number(numbers[1]) === sharing && Number(numbers[2]) === others.length : sharing === others.length);
  if (!ok) untrue++;
}
const clustersOf = (ids: string[]) => new Set(ids.map((id) => idOf.get(id)!.cluster)).size;

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
// Once each: every call draws new random groups.
const formedRatio = ratio(formedGroups);
const acceptedRatio = ratio(acceptedGroups);
console.log(`event: ${n} attendees in ${clusters} taste clusters, target size ${targetSize}; forming took ${formMs.toFixed(0)} ms over HTTP`);
console.log(`groups formed: ${groups.length}; seats held at forming: ${groups.reduce((a, g) => a + g.reservedCount, 0)}`);
console.log(`formed groups (as matched): sizes ${spread(formedGroups.map((g) => g.length))}; overlap ${formedRatio.toFixed(1)}x random (goal >= 5x) -> ${met(formedRatio >= 5)}`);
console.log(`accepted groups (as joined): sizes ${spread(acceptedGroups.map((g) => g.length))}; overlap ${acceptedRatio.toFixed(1)}x random (goal >= 5x) -> ${met(acceptedRatio >= 5)}`);
console.log(`taste clusters per accepted group: ${spread(acceptedGroups.map(clustersOf))}`);
console.log(`first suggestion "Matched for you": ${[...firstOf.values()].filter((s) => s?.matched).length} of ${n}`);
console.log(
  `failed joins when everyone accepts their first suggestion: ${failed}${failures.size ? ` (${[...failures].map(([m, c]) => `${c} x "${m}"`).join(', ')})` : ''} (goal 0) -> ${met(failed === 0)}`,
);
console.log(`placed in a group: ${placed} of ${n} (${((100 * placed) / n).toFixed(1)}%, goal >= 95%) -> ${met(placed / n >= 0.95)}`);
console.log(`groups suggested first to more people than seats: ${oversuggested} (goal 0) -> ${met(oversuggested === 0)}`);
console.log(
  `duplicate themes: ${duplicates}; incoherent themes (fewer than 2 matched people like them together): ${incoherent}; themes mixing categories: ${mixedCategories} (goal 0 and 0) -> ${met(duplicates === 0 && incoherent === 0)}`,
);
console.log(`reasons not true as written: ${untrue} (goal 0) -> ${met(untrue === 0)}`);
const figure = (id: string, name: string, value: string, goal: string, ok: boolean) => report({ id: `matching-${id}`, name, value, goal, met: ok });
figure(
  'overlap',
  `interest overlap vs random groups, ${n} attendees (formed / accepted)`,
  `${formedRatio.toFixed(1)}x / ${acceptedRatio.toFixed(1)}x`,
  '>= 5x',
  formedRatio >= 5 && acceptedRatio >= 5,
);
figure('failed-joins', 'failed joins when everyone accepts their first suggestion', String(failed), '0', failed === 0);
figure('placed', 'people placed in a group', `${((100 * placed) / n).toFixed(1)}%`, '>= 95%', placed / n >= 0.95);
figure('oversuggested', 'groups suggested first to more people than seats', String(oversuggested), '0', oversuggested === 0);
figure('themes', 'duplicate / incoherent themes', `${duplicates} / ${incoherent}`, '0 / 0', duplicates === 0 && incoherent === 0);
figure('reasons', 'reasons not true as written', String(untrue), '0', untrue === 0);
await db.delete(events).where(eq(events.id, event!.id));
await app.close();
await database.close();
