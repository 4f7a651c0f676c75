/**
 * People to meet on a real server and database, judged from both sides (decision 043): an event of
 * people in taste clusters who each come for one or two intents (hire, get hired, raise, invest,
 * learn, ...); some say "not interested" to others through the API; then everyone opens People to
 * meet, twice (the first pass in turn, as people arrive; the second once everyone has been shown
 * lists, as the ranking settles). Judged on each pass:
 * - two-sided: the share of people whose top five hold someone whose intents answer theirs both
 *   ways (by `intent-match.ts`), among those who have such a person to be shown (goal >= 90%);
 * - spread: how often the most suggested person is in others' top fives against the median
 *   (goal <= 5x), and the Gini of those counts;
 * - "not interested": pairs shown although either said it (goal 0).
 * Usage: npx tsx bench/people-to-meet.ts [attendees] [clusters]   (default 200 8)
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { companies, eventAttendees, events, memberships, profileInterests, profiles, sessions, users } from '../apps/server/src/db/schema/index.js';
import { intentsMatch } from '../apps/server/src/modules/attendees/intent-match.js';
import { report } from './lib/report.js';
import { tasteClusters } from './lib/taste-clusters.js';

const n = Number(process.argv[2] ?? 200);
const clusters = Number(process.argv[3] ?? 8);

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_RATE_LIMIT: '1000000' });
const database = await openDatabase({ url: process.env.DATABASE_URL });
const app = await buildApp({ config, database });
const { db } = database;

// Seeded: every run sees the same people, intents and "not interested" marks.
let seed = 11;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
/** Why people come, roughly as at a tech meetup: more job seekers than hirers, more founders raising than investors. */
const INTENT_WEIGHTS: [string, number][] = [
  ['learn', 25],
  ['find-collaborators', 20],
  ['get-hired', 18],
  ['meet-like-me', 12],
  ['hire', 10],
  ['raise', 10],
  ['invest', 5],
];
const total = INTENT_WEIGHTS.reduce((s, [, w]) => s + w, 0);
function drawIntent() {
  let r = rand() * total;
  for (const [id, w] of INTENT_WEIGHTS) if ((r -= w) < 0) return id;
  return 'learn';
}
const people = tasteClusters(n, clusters).map((p) => {
  const intents = new Set([drawIntent()]);
  if (rand() < 0.5) intents.add(drawIntent());
  return { ...p, intents: [...intents] };
});

// Fixture straight into the database: the bench measures matching, not sign-up.
const stamp = Date.now();
const rows = await db
  .insert(users)
  .values(people.map((_, i) => ({ email: `ptm${i}-${stamp}@bench.test`, username: `ptm${i}x${stamp}`, passwordHash: 'x', emailVerifiedAt: new Date() })))
  .returning();
const [company] = await db
  .insert(companies)
  .values({ slug: `bench-ptm-${stamp}`, name: 'Bench' })
  .returning();
const [org] = await db
  .insert(users)
  .values({ email: `ptm-org-${stamp}@bench.test`, username: `ptmorg${stamp}`, passwordHash: 'x', emailVerifiedAt: new Date() })
  .returning();
await db.insert(memberships).values({ companyId: company!.id, userId: org!.id, role: 'owner' });
const [event] = await db
  .insert(events)
  .values({ companyId: company!.id, slug: `ptm-${stamp}`, name: 'People to meet', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Here', organizerUsername: 'org' })
  .returning();
await db.insert(eventAttendees).values(rows.map((u) => ({ eventId: event!.id, userId: u.id })));
const made = await db
  .insert(profiles)
  .values(rows.map((u, i) => ({ eventId: event!.id, userId: u.id, firstName: `P${i}`, lastName: 'Bench', gender: 'other' as const, intents: people[i]!.intents })))
  .returning();
await db.insert(profileInterests).values(made.flatMap((p, i) => people[i]!.interests.map((interestId) => ({ profileId: p.id, interestId }))));
const tokenOf = new Map<string, string>();
for (const u of [...rows, org!]) tokenOf.set(u.id, crypto.randomBytes(32).toString('base64url'));
await db
  .insert(sessions)
  .values([...rows, org!].map((u) => ({ userId: u.id, tokenHash: crypto.createHash('sha256').update(tokenOf.get(u.id)!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));
const call = (userId: string, method: 'GET' | 'PUT', url: string, company?: string) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${tokenOf.get(userId)}`, ...(company ? { 'x-company-id': company } : {}) } });

const ids = rows.map((u) => u.id);
const index = new Map(ids.map((id, i) => [id, i]));
const interestsOf = ids.map((_, i) => new Set(people[i]!.interests));
const shares = (a: number, b: number) => people[b]!.interests.some((x) => interestsOf[a]!.has(x));

// 1. One person in ten says "not interested" to three people of their own cluster (likely suggestions).
const notInterested = new Set<string>(); // "a b": a said it about b
for (let a = 0; a < n; a++) {
  if (rand() >= 0.1) continue;
  const sameCluster = ids.map((_, b) => b).filter((b) => b !== a && people[b]!.cluster === people[a]!.cluster);
  for (let k = 0; k < 3 && sameCluster.length; k++) {
    const b = sameCluster.splice(Math.floor(rand() * sameCluster.length), 1)[0]!;
    const res = await call(ids[a]!, 'PUT', `/events/${event!.slug}/attendees/${ids[b]}/not-interested`);
    if (res.statusCode !== 200) throw new Error(res.body);
    notInterested.add(`${a} ${b}`);
  }
}
const saidNo = (a: number, b: number) => notInterested.has(`${a} ${b}`) || notInterested.has(`${b} ${a}`);

// 2. Everyone opens People to meet, in turn; then again.
async function pass() {
  const lists: number[][] = [];
  const ms: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const res = await call(id, 'GET', `/events/${event!.slug}/people-to-meet`);
    ms.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(res.body);
    lists.push((res.json().items as { userId: string }[]).map((p) => index.get(p.userId)!));
  }
  return { lists, ms };
}

const gini = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const sum = s.reduce((a, b) => a + b, 0);
  return sum ? s.reduce((acc, x, i) => acc + (2 * (i + 1) - s.length - 1) * x, 0) / (s.length * sum) : 0;
};
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

function judge(label: string, { lists, ms }: { lists: number[][]; ms: number[] }) {
  // Two-sided: among people with an eligible answer (intents match both ways, something shared to show, not ruled out).
  let eligible = 0;
  let served = 0;
  for (let a = 0; a < n; a++) {
    const answers = (b: number) => b !== a && intentsMatch(people[a]!.intents, people[b]!.intents) && shares(a, b) && !saidNo(a, b);
    if (!ids.some((_, b) => answers(b))) continue;
    eligible++;
    if (lists[a]!.some(answers)) served++;
  }
  const appearances = ids.map(() => 0);
  for (const list of lists) for (const b of list) appearances[b]!++;
  const median = pct(appearances, 0.5);
  const max = Math.max(...appearances);
  let shownDespiteNo = 0;
  lists.forEach((list, a) => list.forEach((b) => saidNo(a, b) && shownDespiteNo++));
  const twoSided = eligible ? served / eligible : 1;
  const spreadOk = max <= 5 * Math.max(median, 1);
  console.log(
    `${label}: two-sided ${served} of ${eligible} (${(100 * twoSided).toFixed(1)}%, goal >= 90%) -> ${twoSided >= 0.9 ? 'met' : 'NOT met'}; ` +
      `in others' top 5: median ${median}, max ${max} (${(max / Math.max(median, 1)).toFixed(1)}x, goal <= 5x) -> ${spreadOk ? 'met' : 'NOT met'}, ` +
      `Gini ${gini(appearances).toFixed(3)}, never suggested ${appearances.filter((x) => x === 0).length}; ` +
      `shown despite "not interested" ${shownDespiteNo} (goal 0) -> ${shownDespiteNo === 0 ? 'met' : 'NOT met'}; ` +
      `p50 ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms`,
  );
  return { twoSided, served, eligible, median, max, spreadOk, shownDespiteNo };
}

console.log(`event: ${n} attendees in ${clusters} taste clusters; intents ${INTENT_WEIGHTS.map(([id]) => id).join(', ')}; ${notInterested.size} "not interested" marks`);
const first = judge('first pass (people arrive in turn)', await pass());
const second = judge('second pass (everyone again)', await pass());
const insights = (await call(org!.id, 'GET', `/company/events/${event!.id}/insights`, company!.id)).json() as { spread: { suggestionsGini: number; suggestedShare: number } };
console.log(`organiser's insights: suggestions Gini ${insights.spread.suggestionsGini}, suggested to someone ${(100 * insights.spread.suggestedShare).toFixed(0)}% of attendees`);

const both = (f: (r: typeof first) => string) => `${f(first)} / ${f(second)}`;
const figure = (id: string, name: string, value: string, goal: string, ok: boolean) => report({ id: `people-to-meet-${id}`, name, value, goal, met: ok, note: 'first pass / second pass' });
figure(
  'two-sided',
  `top 5 with someone whose intents answer theirs both ways, ${n} attendees`,
  both((r) => `${(100 * r.twoSided).toFixed(1)}%`),
  '>= 90%',
  first.twoSided >= 0.9 && second.twoSided >= 0.9,
);
figure(
  'spread',
  "most suggested person's appearances in others' top 5 vs the median",
  both((r) => `${r.max} vs ${r.median}`),
  '<= 5x',
  first.spreadOk && second.spreadOk,
);
figure(
  'not-interested',
  'pairs shown although either said "not interested"',
  both((r) => String(r.shownDespiteNo)),
  '0',
  first.shownDespiteNo + second.shownDespiteNo === 0,
);

await db.delete(events).where(eq(events.id, event!.id));
await app.close();
await database.close();
