/**
 * Meetings (decision 041) raced across two server processes on one PostgreSQL database (a scratch
 * database, created and dropped): `people` attendees, free at every one of `slots` 15-minute slots,
 * with `spots` spots. Everyone asks `asks` random others at once for a random slot and spot (half
 * the requests to each process), then every invitee accepts all they were asked, at once, through
 * the other process. Two accepts that would give one person or one spot two meetings in a slot
 * must not both win. Counts accepted meetings and, in the database, double bookings of a person
 * and of a spot among accepted meetings; errors are any answer but 2xx or the expected 409s.
 * Goal: 0 double bookings, 0 errors.
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/meetings-race.ts [people] [slots] [spots] [asks]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { eachConcurrently, jsonClient } from './lib/json-client.js';
import { seedMeetingEvent, seedSessions, uid } from './lib/meeting-event.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';
import { openDatabase } from '../apps/server/src/db/index.js';

const people = Number(process.argv[2] ?? 500);
const slots = Number(process.argv[3] ?? 100);
const spots = Number(process.argv[4] ?? 20);
const asks = Number(process.argv[5] ?? 3);
const concurrency = 64;
const PORTS = [3462, 3463];
const EVENT = '00000000-0000-4000-8000-00000000e002';
const START = Date.parse('2099-05-01T06:00:00.000Z');
const SLOT_MS = 15 * 60_000;
const pick = (n: number) => Math.floor(Math.random() * n);

const scratch = await scratchDatabase('meetings_race');
try {
  await (await openDatabase({ url: scratch.url })).close();
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const tokens = Array.from({ length: people }, () => crypto.randomBytes(32).toString('base64url'));
  const windowEnd = new Date(START + slots * SLOT_MS).toISOString();
  let spotIds: string[] = [];
  try {
    spotIds = await seedMeetingEvent(db, {
      eventId: EVENT,
      slug: 'race',
      people,
      endDate: '2099-05-06',
      timeZone: 'UTC',
      windows: [{ startsAt: new Date(START).toISOString(), endsAt: windowEnd }],
      spots,
    });
    await db.query(
      `insert into meeting_availability (event_id, user_id, starts_at)
       select $1, ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, $3::timestamptz + s * interval '15 minutes' from generate_series(1, $2::int) g, generate_series(0, $4::int - 1) s`,
      [EVENT, people, new Date(START).toISOString(), slots],
    );
    await seedSessions(db, tokens);
  } finally {
    await db.end();
  }

  // The first process migrates (nothing to do); the second starts after it.
  const servers = [];
  for (const port of PORTS) servers.push(await startServer(port, { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn', ...LIMITS_LIFTED }));
  const clientsOf = servers.map((s) => jsonClient(s.origin, concurrency));
  const failures = new Map<string, number>();
  const fail = (what: string, status: number, body: string) => failures.set(`${what} ${status} ${body.slice(0, 120)}`, (failures.get(`${what} ${status} ${body.slice(0, 120)}`) ?? 0) + 1);
  try {
    // 1. Everyone asks at once.
    const requests = Array.from({ length: people * asks }, (_, i) => {
      const me = i % people;
      let other = pick(people);
      if (other === me) other = (other + 1) % people;
      return { me, other, startsAt: new Date(START + pick(slots) * SLOT_MS).toISOString(), spotId: pick(4) === 0 ? null : spotIds[pick(spotIds.length)]! };
    });
    const asked: { id: string; invitee: number; server: number }[] = [];
    let askRefused = 0;
    const started = performance.now();
    await eachConcurrently(
      requests.map((r, i) => ({ ...r, i })),
      concurrency,
      async (r) => {
        const server = r.i % 2;
        const res = await clientsOf[server]!.request('POST', '/api/v1/events/race/meetings', { token: tokens[r.me], body: { withUserId: uid(r.other + 1), startsAt: r.startsAt, spotId: r.spotId } });
        if (res.status === 201) asked.push({ id: (JSON.parse(res.body) as { id: string }).id, invitee: r.other, server });
        else if (res.status === 409 || res.status === 200)
          askRefused++; // a pair already asking each other, a spot or person taken
        else fail('request', res.status, res.body);
      },
    );
    // 2. Every invitee accepts, at once, through the other process.
    let accepted = 0;
    let acceptRefused = 0;
    await eachConcurrently(asked, concurrency, async (a) => {
      const res = await clientsOf[1 - a.server]!.request('POST', `/api/v1/events/race/meetings/${a.id}/accept`, { token: tokens[a.invitee] });
      if (res.status === 200) accepted++;
      else if (res.status === 409) acceptRefused++;
      else fail('accept', res.status, res.body);
    });
    const seconds = (performance.now() - started) / 1000;

    const check = new pg.Client({ connectionString: scratch.url });
    await check.connect();
    const one = async (q: string) => Number((await check.query<{ n: string }>(q, [EVENT])).rows[0]!.n);
    const inDb = await one(`select count(*) as n from meetings where event_id = $1 and status = 'accepted'`);
    // From the meetings themselves, not the bookings their key guards: two accepted meetings of one person, or at one spot, at one time.
    const personDoubles = await one(`select count(*) as n from (
        select u, starts_at from (select requester_id as u, starts_at from meetings where event_id = $1 and status = 'accepted'
          union all select invitee_id, starts_at from meetings where event_id = $1 and status = 'accepted') x
        group by u, starts_at having count(*) > 1) d`);
    const spotDoubles = await one(`select count(*) as n from (
        select spot_id, starts_at from meetings where event_id = $1 and status = 'accepted' and spot_id is not null group by spot_id, starts_at having count(*) > 1) d`);
    await check.end();
    const errors = [...failures.values()].reduce((x, y) => x + y, 0);
    console.log(
      `${people} people, ${slots} slots, ${spots} spots, 2 processes: ${requests.length} requests (${asked.length} made, ${askRefused} refused with 409), then ${asked.length} accepts at once in ${seconds.toFixed(2)} s`,
    );
    console.log(`accepted ${accepted} (in the database ${inDb}), accepts refused with 409 ${acceptRefused}; double bookings: ${personDoubles} of a person, ${spotDoubles} of a spot; errors ${errors}`);
    if (failures.size) console.log(`failures: ${[...failures].map(([k, n]) => `${n} x ${k}`).join('; ')}`);
    report({
      id: 'meetings-race',
      name: `meetings race: ${people} people request and accept at once over ${slots} slots and ${spots} spots, two processes, PostgreSQL`,
      value: `${inDb} accepted, ${personDoubles} person and ${spotDoubles} spot double bookings, ${errors} errors`,
      goal: '0 double bookings, 0 errors',
      met: personDoubles === 0 && spotDoubles === 0 && errors === 0 && inDb === accepted && accepted > 0,
    });
  } finally {
    for (const c of clientsOf) c.close();
    for (const s of servers) await s.stop();
  }
} finally {
  await scratch.drop();
}
