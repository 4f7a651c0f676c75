/**
 * One-to-one meetings (decision 041) at a large event, over HTTP against the real server in its own
 * process on PostgreSQL (a scratch database, created and dropped): `attendees` people, meeting
 * hours of two 4-hour windows in 15-minute slots (32 slots), 20 spots, each person free at a random
 * half of the slots, and one accepted meeting for every tenth person. `clients` people then ask
 * for the common slots with a random other (GET /events/{event}/meetings/slots?with=) and request
 * a meeting at the first one (POST /events/{event}/meetings), `concurrency` at a time (default 4),
 * then again at four times that (printed, no goal: where the machine saturates).
 * Reports p50/p99 of each; goal p99 < 50 ms each, 0 errors (a 409 for a pair already asking each
 * other is expected and counted apart). The fixture is written straight to the database.
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/meetings-slots.ts [attendees] [requests] [concurrency]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { eachConcurrently, jsonClient, percentile } from './lib/json-client.js';
import { seedMeetingEvent, seedSessions, uid } from './lib/meeting-event.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';
import { openDatabase } from '../apps/server/src/db/index.js';

const attendees = Number(process.argv[2] ?? 10_000);
const requests = Number(process.argv[3] ?? 2000);
const concurrency = Number(process.argv[4] ?? 4);
const clients = Math.min(attendees, 500);
const PORT = 3461;
const EVENT = '00000000-0000-4000-8000-00000000e001';
const windows = [
  { startsAt: '2099-05-01T09:00:00.000Z', endsAt: '2099-05-01T13:00:00.000Z' },
  { startsAt: '2099-05-01T14:00:00.000Z', endsAt: '2099-05-01T18:00:00.000Z' },
];

const scratch = await scratchDatabase('meetings_slots');
try {
  // Migrations, as the server runs them.
  await (await openDatabase({ url: scratch.url })).close();
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const tokens = Array.from({ length: clients }, () => crypto.randomBytes(32).toString('base64url'));
  try {
    await seedMeetingEvent(db, { eventId: EVENT, slug: 'meet', people: attendees, endDate: '2099-05-02', timeZone: 'Europe/Lisbon', windows, spots: 20 });
    // The 32 slot starts, then each person free at a random half of them.
    await db.query(`create temporary table slot_grid as
      select s as starts_at, row_number() over (order by s) - 1 as i from (
        select generate_series('2099-05-01T09:00:00Z'::timestamptz, '2099-05-01T12:45:00Z', interval '15 minutes') s
        union all select generate_series('2099-05-01T14:00:00Z'::timestamptz, '2099-05-01T17:45:00Z', interval '15 minutes')) x`);
    await db.query(
      `insert into meeting_availability (event_id, user_id, starts_at)
       select $1, ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, s.starts_at from generate_series(1, $2::int) g cross join slot_grid s where random() < 0.5`,
      [EVENT, attendees],
    );
    // Accepted meetings: person 2k+1 with 2k+2 for every tenth person, at slot k mod 32; the first 640 at a spot (one per spot and slot).
    await db.query(
      `with k as (select k, (select starts_at from slot_grid where i = k % 32) as starts_at,
            (select id from meeting_spots where event_id = $1 order by position offset (k / 32) limit 1) as spot_id
          from generate_series(0, $2::int - 1) k),
        m as (insert into meetings (event_id, requester_id, invitee_id, starts_at, ends_at, spot_id, status, turn_user_id, accepted_at)
          select $1, ('00000000-0000-4000-a000-' || lpad((2 * k + 1)::text, 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad((2 * k + 2)::text, 12, '0'))::uuid,
            starts_at, starts_at + interval '15 minutes', case when k < 640 then spot_id end, 'accepted', ('00000000-0000-4000-a000-' || lpad((2 * k + 2)::text, 12, '0'))::uuid, now()
          from k returning id, requester_id, invitee_id, spot_id, starts_at)
       insert into meeting_bookings (meeting_id, event_id, user_id, spot_id, starts_at)
         select id, $1::uuid, requester_id, null::uuid, starts_at from m
         union all select id, $1::uuid, invitee_id, null::uuid, starts_at from m
         union all select id, $1::uuid, null::uuid, spot_id, starts_at from m where spot_id is not null`,
      [EVENT, Math.floor(attendees / 20)],
    );
    await seedSessions(db, tokens);
    await db.query('analyze');
    // The plans of the slots' reads, as evidence for the indexes they use.
    const [a, b] = [uid(1), uid(2)];
    const explain = async (label: string, q: string, params: unknown[]) => {
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${q}`, params)).rows.map((r) => r['QUERY PLAN']);
      console.log(`plan, ${label}:\n  ${plan.join('\n  ')}`);
    };
    await explain('free slots of two people', 'select user_id, starts_at from meeting_availability where event_id = $1 and user_id in ($2, $3)', [EVENT, a, b]);
    await explain('bookings of two people', 'select user_id, spot_id, starts_at from meeting_bookings where event_id = $1 and user_id in ($2, $3)', [EVENT, a, b]);
    await explain('bookings of the spots', 'select b.user_id, b.spot_id, b.starts_at from meeting_bookings b join meeting_spots s on s.id = b.spot_id where s.event_id = $1', [EVENT]);
  } finally {
    await db.end();
  }

  const server = await startServer(PORT, { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn', ...LIMITS_LIFTED });
  const client = jsonClient(server.origin, concurrency * 4 + 2);
  const failures = new Map<string, number>();
  const fail = (what: string, status: number, body: string) => failures.set(`${what} ${status} ${body.slice(0, 120)}`, (failures.get(`${what} ${status} ${body.slice(0, 120)}`) ?? 0) + 1);
  /** One pass of `requests` asks, `concurrency` at a time: the goal is judged at `judged` only. */
  async function pass(concurrency: number, judged: boolean) {
    const gets: number[] = [];
    const posts: number[] = [];
    let created = 0;
    let pairTaken = 0;
    let noCommonSlot = 0;
    failures.clear();
    const work = Array.from({ length: requests }, (_, i) => i);
    const started = performance.now();
    await eachConcurrently(work, concurrency, async (i) => {
      const me = i % clients;
      let other = 1 + Math.floor(Math.random() * attendees);
      if (other === me + 1) other = (other % attendees) + 1;
      const slots = await client.request('GET', `/api/v1/events/meet/meetings/slots?with=${uid(other)}`, { token: tokens[me] });
      gets.push(slots.ms);
      if (slots.status !== 200) return void fail('GET slots', slots.status, slots.body);
      const first = (JSON.parse(slots.body) as { slots: { startsAt: string; spots: { id: string }[] }[] }).slots[0];
      if (!first) return void noCommonSlot++;
      const asked = await client.request('POST', '/api/v1/events/meet/meetings', { token: tokens[me], body: { withUserId: uid(other), startsAt: first.startsAt, spotId: first.spots[0]?.id ?? null } });
      posts.push(asked.ms);
      if (asked.status === 201 || asked.status === 200) created++;
      else if (asked.status === 409) pairTaken++;
      else fail('POST meetings', asked.status, asked.body);
    });
    const seconds = (performance.now() - started) / 1000;
    const errors = [...failures.values()].reduce((x, y) => x + y, 0);
    const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
    const rate = ((gets.length + posts.length) / seconds).toFixed(0);
    console.log(`${attendees} attendees, ${requests} asks by ${clients} people, ${concurrency} at a time, in ${seconds.toFixed(2)} s (${rate} requests/s)`);
    console.log(
      `GET slots: ${gets.length}, p50 ${p(gets, 0.5)} ms p99 ${p(gets, 0.99)} ms; POST meetings: ${posts.length} (${created} made, ${pairTaken} 409, ${noCommonSlot} pairs with no common slot), p50 ${p(posts, 0.5)} ms p99 ${p(posts, 0.99)} ms`,
    );
    if (failures.size) console.log(`failures: ${[...failures].map(([k, n]) => `${n} x ${k}`).join('; ')}`);
    const suffix = judged ? '' : `-${concurrency}`;
    const at = `${attendees} attendees, ${concurrency} at a time (${rate} requests/s), PostgreSQL`;
    report({
      id: `meetings-slots${suffix}`,
      name: `common slots of two people, GET /events/{event}/meetings/slots, ${at}`,
      value: `p50 ${p(gets, 0.5)} ms, p99 ${p(gets, 0.99)} ms, ${errors} errors`,
      goal: judged ? 'p99 < 50 ms, 0 errors' : 'printed: the machine saturated',
      met: judged ? errors === 0 && percentile(gets, 0.99) < 50 : null,
    });
    report({
      id: `meetings-request${suffix}`,
      name: `meeting requests, POST /events/{event}/meetings, ${at}`,
      value: `p50 ${p(posts, 0.5)} ms, p99 ${p(posts, 0.99)} ms, ${created} made, ${errors} errors`,
      goal: judged ? 'p99 < 50 ms, 0 errors' : 'printed: the machine saturated',
      met: judged ? errors === 0 && created > 0 && percentile(posts, 0.99) < 50 : null,
    });
  }

  try {
    // A warm-up the figures leave out: the server's first requests compile its code paths.
    await eachConcurrently(
      Array.from({ length: Math.min(200, requests) }, (_, i) => i),
      concurrency,
      async (i) => void (await client.request('GET', `/api/v1/events/meet/meetings/slots?with=${uid(((i + 7) % attendees) + 1)}`, { token: tokens[i % clients] })),
    );
    await pass(concurrency, true);
    // The same at four times the load: on 2 cores shared with the database and this client, the
    // answers then queue for the CPU; printed to show where the machine saturates.
    await pass(concurrency * 4, false);
  } finally {
    client.close();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
