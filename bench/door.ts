/**
 * The door (decision 038) under load, over HTTP against the real server in its own process on
 * PostgreSQL (a scratch database, created and dropped):
 * 1. 10 door devices check in 2,000 passes, each device one scan at a time as a person at a door
 *    would; 100 of the passes are scanned on two devices at the same moment. Reports check-ins,
 *    doubles (a pass answered "checked in" as first more than once, or more rows than people:
 *    goal 0) and latency p50/p99.
 * 2. Offline sync: each of the 10 devices comes back with 500 queued check-ins and sends them as
 *    the outbox does (in order, one at a time, each with its Idempotency-Key), all devices at once.
 *    Reports the time until every queue is empty.
 * Passes and accounts are written straight to the database and signed with the server's own
 * signing code (the pass route is one SELECT and a signature; what is measured is the door).
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/door.ts [passes] [devices] [queued]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/index.js';
import { companies, doorKeys, eventAttendees, eventPasses, events, memberships, sessions, users } from '../apps/server/src/db/schema/index.js';
import { passExpiry } from '../apps/server/src/modules/door/passes.js';
import { newSigningKey, signPass } from '../apps/server/src/modules/door/pass-signing.js';
import { jsonClient, percentile } from './lib/json-client.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';

const passes = Number(process.argv[2] ?? 2000);
const devices = Number(process.argv[3] ?? 10);
const queued = Number(process.argv[4] ?? 500);
const twice = 100;
const PORT = 3442;
const END = '2099-05-03';

const scratch = await scratchDatabase('door');
const token = () => crypto.randomBytes(32).toString('base64url');
const sha = (t: string) => crypto.createHash('sha256').update(t).digest('hex');
try {
  // Fixture: one company with `devices` organisers; two events (the door, and the offline sync),
  // every person at both, with a signed pass each.
  const people = Math.max(passes, devices * queued);
  const organiserTokens = Array.from({ length: devices }, token);
  const eventIds: string[] = [];
  const passTokens: string[][] = [];
  let xCompany = '';
  const fixture = await openDatabase({ url: scratch.url });
  try {
    const { db } = fixture;
    const [company] = await db.insert(companies).values({ slug: 'door', name: 'Door' }).returning();
    xCompany = company!.id;
    const organisers = await db
      .insert(users)
      .values(organiserTokens.map((_, i) => ({ email: `o${i}@bench.test`, username: `door${i}`, passwordHash: 'x', emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    await db.insert(memberships).values(organisers.map((o) => ({ companyId: company!.id, userId: o.id, role: 'organiser' as const })));
    await db.insert(sessions).values(organisers.map((o, i) => ({ userId: o.id, tokenHash: sha(organiserTokens[i]!), expiresAt: new Date(Date.now() + 3_600_000) })));
    const ids: string[] = [];
    for (let from = 0; from < people; from += 1000) {
      const rows = await db
        .insert(users)
        .values(Array.from({ length: Math.min(1000, people - from) }, (_, k) => ({ email: `p${from + k}@bench.test`, username: `p${from + k}`, passwordHash: 'x', emailVerifiedAt: new Date() })))
        .returning({ id: users.id });
      ids.push(...rows.map((r) => r.id));
    }
    for (const [n, count] of [
      [0, passes],
      [1, devices * queued],
    ] as const) {
      const [event] = await db
        .insert(events)
        .values({ companyId: company!.id, slug: `door-${n}`, name: `Door ${n}`, startDate: '2099-05-01', endDate: END, location: 'Lisbon', organizerUsername: 'door0', timeZone: 'Europe/Lisbon' })
        .returning();
      eventIds.push(event!.id);
      const key = newSigningKey();
      await db.insert(doorKeys).values({ eventId: event!.id, ...key });
      const exp = Math.floor(passExpiry(END).getTime() / 1000);
      const tokens: string[] = [];
      for (let from = 0; from < count; from += 1000) {
        const chunk = ids.slice(from, Math.min(count, from + 1000));
        await db.insert(eventAttendees).values(chunk.map((userId) => ({ eventId: event!.id, userId })));
        const rows = await db
          .insert(eventPasses)
          .values(chunk.map((userId) => ({ eventId: event!.id, userId })))
          .returning({ id: eventPasses.id, issuedAt: eventPasses.issuedAt });
        tokens.push(...rows.map((r) => signPass(key, { e: event!.id, p: r.id, iat: Math.floor(r.issuedAt.getTime() / 1000), exp })));
      }
      passTokens.push(tokens);
    }
  } finally {
    await fixture.close();
  }

  const server = await startServer(PORT, { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn', ...LIMITS_LIFTED });
  const client = jsonClient(server.origin, devices * 2 + 4);
  const failures = new Map<string, number>();
  try {
    const checkIn = async (device: number, eventId: string, pass: string, key?: string, scannedAt?: string) => {
      const answer = await client.request('POST', `/api/v1/company/events/${eventId}/check-ins`, {
        token: organiserTokens[device],
        headers: { 'x-company-id': xCompany, ...(key ? { 'idempotency-key': key } : {}) },
        body: { pass, deviceId: `device-${device}`, ...(scannedAt ? { scannedAt } : {}) },
      });
      if (answer.status !== 200) failures.set(`${answer.status} ${answer.body.slice(0, 120)}`, (failures.get(`${answer.status} ${answer.body.slice(0, 120)}`) ?? 0) + 1);
      return answer;
    };

    // 1. The door: each device scans its share in turn; the first `twice` passes also go to the next device, at the same moment.
    const door = passTokens[0]!;
    const firstAnswers = new Map<number, number>();
    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: devices }, async (_, d) => {
        for (let i = d; i < door.length; i += devices) {
          const scans = [checkIn(d, eventIds[0]!, door[i]!)];
          if (i < twice) scans.push(checkIn((d + 1) % devices, eventIds[0]!, door[i]!));
          for (const a of await Promise.all(scans)) {
            latencies.push(a.ms);
            if (a.status === 200 && !(JSON.parse(a.body) as { alreadyCheckedInAt?: string }).alreadyCheckedInAt) firstAnswers.set(i, (firstAnswers.get(i) ?? 0) + 1);
          }
        }
      }),
    );
    const doorSeconds = (performance.now() - started) / 1000;
    const rows = async (eventId: string) => {
      const check = new pg.Client({ connectionString: scratch.url });
      await check.connect();
      const n = Number((await check.query<{ n: string }>('select count(*) as n from check_ins where event_id = $1', [eventId])).rows[0]!.n);
      await check.end();
      return n;
    };
    const doorRows = await rows(eventIds[0]!);
    const doubles = [...firstAnswers.values()].filter((n) => n > 1).length + Math.max(0, doorRows - door.length);
    const missing = door.length - firstAnswers.size;

    // 2. Offline sync: every device empties a queue of `queued` check-ins, in order, one at a time, each with its key.
    const sync = passTokens[1]!;
    const syncStarted = performance.now();
    const perDevice: number[] = [];
    await Promise.all(
      Array.from({ length: devices }, async (_, d) => {
        const t0 = performance.now();
        const scannedAt = new Date(Date.now() - 600_000).toISOString();
        for (let k = 0; k < queued; k++) await checkIn(d, eventIds[1]!, sync[d * queued + k]!, crypto.randomUUID(), scannedAt);
        perDevice.push((performance.now() - t0) / 1000);
      }),
    );
    const syncSeconds = (performance.now() - syncStarted) / 1000;
    const syncRows = await rows(eventIds[1]!);
    const errors = [...failures.values()].reduce((a, b) => a + b, 0);

    console.log(`door: ${door.length} passes on ${devices} devices (${twice} on two at once), ${latencies.length} requests in ${doorSeconds.toFixed(2)} s`);
    console.log(
      `check-ins ${doorRows} (expected ${door.length}), doubles ${doubles}, missing ${missing}, errors ${errors}; latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `offline sync: ${devices} devices x ${queued} queued, ${syncRows} check-ins (expected ${devices * queued}) in ${syncSeconds.toFixed(2)} s; per device ${Math.min(...perDevice).toFixed(2)}-${Math.max(...perDevice).toFixed(2)} s`,
    );
    if (failures.size) console.log(`failures: ${[...failures].map(([k, n]) => `${n} x ${k}`).join('; ')}`);
    report({
      id: 'door',
      name: `door: ${door.length} passes on ${devices} devices over HTTP, ${twice} scanned on two at once, PostgreSQL`,
      value: `${doorRows} check-ins, ${doubles} doubles, ${errors} errors, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
      goal: '0 doubles, 0 errors, p99 < 100 ms',
      met: doubles === 0 && errors === 0 && doorRows === door.length && percentile(latencies, 0.99) < 100,
    });
    report({
      id: 'door-sync',
      name: `door offline sync: ${devices} devices each send ${queued} queued check-ins (in order, Idempotency-Key), at once`,
      value: `${syncSeconds.toFixed(2)} s for all (${Math.max(...perDevice).toFixed(2)} s slowest device), ${syncRows} check-ins`,
      goal: 'every device synced in < 10 s',
      met: syncRows === devices * queued && Math.max(...perDevice) < 10,
    });
  } finally {
    client.close();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
