/**
 * P3-capacity, the join storm on a full event (decision 037): 1,000 signed-up people join an event
 * of 200 places at once, over HTTP against the real server in its own process (on PostgreSQL two,
 * on the one database, the requests sent to each in turn). Reports how many got
 * a place, how many were lined up and how many requests failed (goal: exactly the places given,
 * everyone else in line numbered 1..N without a gap or a repeat, 0 errors), and how well the line
 * follows arrival: the numbers the answers gave against the order the requests left this process
 * (pairs in order), and against the line as the database keeps it (must be equal).
 * Accounts and sessions are written straight to the database.
 * Usage: npx tsx bench/join-storm-capacity.ts [people] [places] [pglite|postgres] [connections]
 * (postgres: a scratch database on the server of DATABASE_URL, default the local one.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/index.js';
import { companies, events, sessions, users } from '../apps/server/src/db/schema/index.js';
import { eachConcurrently, jsonClient, percentile } from './lib/json-client.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';

const people = Number(process.argv[2] ?? 1000);
const places = Number(process.argv[3] ?? 200);
const kind = (process.argv[4] ?? 'postgres') as 'pglite' | 'postgres';
const connections = Number(process.argv[5] ?? 100);
const PORT = 3441;
const SLUG = 'capacity-storm';

/** People with a session each, and the event with its places, written before the server starts. */
async function writeFixture(where: { url?: string; dir?: string }) {
  const tokens = Array.from({ length: people }, () => crypto.randomBytes(32).toString('base64url'));
  const fixture = await openDatabase(where);
  try {
    const { db } = fixture;
    const passwordHash = await hash('Sunshine1!');
    const ids: string[] = [];
    for (let from = 0; from < people; from += 500) {
      const rows = await db
        .insert(users)
        .values(tokens.slice(from, from + 500).map((_, k) => ({ email: `c${from + k}@bench.test`, username: `c${from + k}`, passwordHash, emailVerifiedAt: new Date() })))
        .returning({ id: users.id });
      ids.push(...rows.map((r) => r.id));
    }
    await db.insert(sessions).values(ids.map((userId, i) => ({ userId, tokenHash: crypto.createHash('sha256').update(tokens[i]!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));
    const [company] = await db.insert(companies).values({ slug: 'capacity', name: 'Capacity' }).returning();
    await db.insert(events).values({
      companyId: company!.id,
      slug: SLUG,
      name: 'Capacity Storm 2099',
      startDate: '2099-05-01',
      endDate: '2099-05-03',
      location: 'Lisbon',
      organizerUsername: 'c0',
      timeZone: 'Europe/Lisbon',
      capacity: places,
    });
    return { tokens, ids };
  } finally {
    await fixture.close();
  }
}

/** The line as the database keeps it: user ids by arrival. */
async function storedLine(where: { url?: string; dir?: string }) {
  const database = await openDatabase(where);
  try {
    const rows = (await database.db.execute(
      // Plain SQL: this reads the table after the run, as an auditor would.
      sql`select w.user_id, w.kind from event_waitlist w join events e on e.id = w.event_id where e.slug = ${SLUG} order by w.arrival`,
    )) as unknown as { rows: { user_id: string }[] };
    const attendees = (await database.db.execute(sql`select count(*)::int as n from event_attendees a join events e on e.id = a.event_id where e.slug = ${SLUG}`)) as unknown as {
      rows: { n: number }[];
    };
    return { line: rows.rows.map((r) => r.user_id), attendees: Number(attendees.rows[0]!.n) };
  } finally {
    await database.close();
  }
}

async function storm(where: { url?: string; dir?: string }, env: Record<string, string>, processes: number) {
  const { tokens, ids } = await writeFixture(where);
  // On PostgreSQL, two server processes on the one database, the requests sent to each in turn.
  const servers = await Promise.all(Array.from({ length: processes }, (_, k) => startServer(PORT + k, { ...env, LOG_LEVEL: 'warn', ...LIMITS_LIFTED })));
  const clients = servers.map((server) => jsonClient(server.origin, Math.ceil(connections / processes)));
  const answers: { i: number; sent: number; status: number; body: { status?: string; position?: number }; ms: number }[] = [];
  let sent = 0;
  const started = performance.now();
  try {
    await eachConcurrently(
      tokens.map((_, i) => i),
      connections,
      async (i) => {
        const order = sent++;
        const a = await clients[i % processes]!.request('POST', `/api/v1/events/${SLUG}/join`, { token: tokens[i] });
        let body = {};
        try {
          body = JSON.parse(a.body) as object;
        } catch {
          // an error page: counted below by its status
        }
        answers.push({ i, sent: order, status: a.status, body, ms: a.ms });
      },
    );
  } finally {
    for (const client of clients) client.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const seconds = (performance.now() - started) / 1000;
  const stored = await storedLine(where);

  const errors = answers.filter((a) => a.status !== 200).length;
  const joined = answers.filter((a) => a.body.status === 'joined');
  const lined = answers.filter((a) => a.body.status === 'waitlisted').sort((x, y) => x.body.position! - y.body.position!);
  const positions = lined.map((a) => a.body.position!);
  const contiguous = positions.every((p, k) => p === k + 1);
  // The line as answered is the line as stored.
  const answeredLine = lined.map((a) => ids[a.i]!);
  const matchesStored = answeredLine.length === stored.line.length && answeredLine.every((id, k) => id === stored.line[k]);
  // Pairs of people in line whose numbers follow the order their requests left this process.
  let inOrder = 0;
  let pairs = 0;
  for (let x = 0; x < lined.length; x++)
    for (let y = x + 1; y < lined.length; y++) {
      pairs++;
      if (lined[x]!.sent < lined[y]!.sent) inOrder++;
    }
  const joinedByEarly = joined.filter((a) => a.sent < places + connections).length;
  return {
    seconds,
    errors,
    joined: joined.length,
    lined: lined.length,
    contiguous,
    matchesStored,
    stored,
    inOrder: pairs ? inOrder / pairs : 1,
    joinedByEarly,
    p50: percentile(
      answers.map((a) => a.ms),
      0.5,
    ),
    p99: percentile(
      answers.map((a) => a.ms),
      0.99,
    ),
  };
}

const run =
  kind === 'pglite'
    ? await (async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-capacity-'));
        try {
          return await storm({ dir: path.join(dataDir, 'db') }, { DATA_DIR: dataDir }, 1);
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      })()
    : await (async () => {
        const scratch = await scratchDatabase('p3c');
        try {
          return await storm({ url: scratch.url }, { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir() }, 2);
        } finally {
          await scratch.drop();
        }
      })();

const processes = kind === 'pglite' ? 1 : 2;
const exact = run.joined === places && run.lined === people - places && run.stored.attendees === places;
console.log(
  `${people} people, ${places} places, ${kind} (${processes} server process${processes > 1 ? 'es' : ''}), ${connections} connections: ${run.seconds.toFixed(2)} s (${(people / run.seconds).toFixed(0)} joins/s), join p50 ${run.p50.toFixed(1)} ms p99 ${run.p99.toFixed(1)} ms`,
);
console.log(`admitted ${run.joined} (database: ${run.stored.attendees}), waitlisted ${run.lined}, errors ${run.errors}`);
console.log(
  `line: numbers 1..${run.lined} without gaps or repeats: ${run.contiguous ? 'yes' : 'NO'}; answers match the stored line: ${run.matchesStored ? 'yes' : 'NO'}; ` +
    `pairs in line in the order their requests were sent: ${(100 * run.inOrder).toFixed(1)}%; places that went to the first ${places + connections} requests sent: ${run.joinedByEarly} of ${run.joined}`,
);
report({
  id: `P3-capacity-${kind}`,
  name: `join storm on a full event: ${people} people, ${places} places, ${kind} (${processes} server process${processes > 1 ? 'es' : ''}), ${connections} connections`,
  value: `${run.joined} admitted, ${run.lined} waitlisted, ${run.errors} errors; line 1..N ${run.contiguous && run.matchesStored ? 'exact' : 'BROKEN'}; ${(100 * run.inOrder).toFixed(1)}% of pairs in sending order`,
  goal: 'exactly the places admitted, the rest numbered 1..N as stored, 0 errors',
  met: exact && run.errors === 0 && run.contiguous && run.matchesStored,
  note: `${(people / run.seconds).toFixed(0)} joins/s. Requests in flight together (${connections}) may reach the event's lock in any order, so "sending order" is only followed up to that window`,
});
