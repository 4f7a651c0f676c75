/**
 * P3, the join storm: 2,000 signed-up people join one event and write their profiles at once, over
 * HTTP against the real server in its own process, on PostgreSQL (a scratch database, created and
 * dropped). Goal: 1,000 or more people per second (each one join and one profile), 0 errors.
 * Accounts and sessions are written straight to the database (sign-up speed is P4). Also measured,
 * to say what bounds the rate: CPU of the server, of PostgreSQL's backends, of this load generator
 * and of the machine, and the time PostgreSQL spent in statements and transactions.
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/join-storm.ts [people] [connections]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/index.js';
import { companies, events, sessions, users } from '../apps/server/src/db/schema/index.js';
import { CATEGORIES } from '../apps/server/src/modules/interests/interests.catalogue.js';
import { machineCpu, processCpuSeconds, processesCpu } from './lib/cpu-time.js';
import { eachConcurrently, jsonClient, percentile, type Answer } from './lib/json-client.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';

const people = Number(process.argv[2] ?? 2000);
const connections = Number(process.argv[3] ?? 100);
const warmUp = connections; // first requests of a fresh process: not timed
const PORT = 3440;
const SLUG = 'join-storm';
const GOAL = 1000; // people per second

const scratch = await scratchDatabase('p3');
try {
  // Fixture: people with verified accounts and a session each, and the event.
  const tokens = Array.from({ length: warmUp + people }, () => crypto.randomBytes(32).toString('base64url'));
  const fixture = await openDatabase({ url: scratch.url });
  try {
    const { db } = fixture;
    const passwordHash = await hash('Sunshine1!');
    const rows = await db
      .insert(users)
      .values(tokens.map((_, i) => ({ email: `j${i}@bench.test`, username: `j${i}`, passwordHash, emailVerifiedAt: new Date() })))
      .returning({ id: users.id });
    await db.insert(sessions).values(rows.map((u, i) => ({ userId: u.id, tokenHash: crypto.createHash('sha256').update(tokens[i]!).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) })));
    const [company] = await db.insert(companies).values({ slug: 'storm', name: 'Storm' }).returning();
    await db.insert(events).values({
      companyId: company!.id,
      slug: SLUG,
      name: 'Join Storm 2099',
      startDate: '2099-05-01',
      endDate: '2099-05-03',
      location: 'Lisbon',
      organizerUsername: 'j0',
      timeZone: 'Europe/Lisbon',
    });
  } finally {
    await fixture.close();
  }
  const before = await scratch.time();

  const server = await startServer(PORT, {
    DATABASE_URL: scratch.url,
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'warn',
    ...LIMITS_LIFTED,
  });
  const client = jsonClient(server.origin, connections);
  try {
    const placeIds = async (q: string) => (JSON.parse((await client.request('GET', `/api/v1/places?q=${q}`, { token: tokens[0] })).body) as { id: string }[]).map((p) => p.id);
    const hometown = (await placeIds('Lisbon'))[0]!;
    const adventures = (await placeIds('Par')).slice(0, 3);
    const destinations = (await placeIds('Tok')).slice(0, 3);
    const interestIds = CATEGORIES.flatMap((c) => c.interests.map((i) => i.id));

    const latencies = { join: [] as number[], profile: [] as number[] };
    const failures = new Map<string, number>();
    const fail = (what: string, a: Answer) => {
      const key = `${what} ${a.status}${a.status === 0 ? ` ${a.body}` : ''}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };
    const joinAndWriteProfile = async (i: number) => {
      const token = tokens[i]!;
      const joined = await client.request('POST', `/api/v1/events/${SLUG}/join`, { token });
      latencies.join.push(joined.ms);
      if (joined.status !== 200) return fail('join', joined);
      const interests = [0, 1, 2, 3].map((k) => interestIds[(i * 7 + k * 13) % interestIds.length]!);
      const written = await client.request('PUT', `/api/v1/events/${SLUG}/profile`, {
        token,
        body: { firstName: `Person${i}`, lastName: 'Storm', gender: 'other', hometownId: hometown, interests, adventures, destinations },
      });
      latencies.profile.push(written.ms);
      if (written.status !== 200) fail('profile', written);
    };

    await eachConcurrently(
      Array.from({ length: warmUp }, (_, i) => i),
      connections,
      joinAndWriteProfile,
    );
    latencies.join.length = latencies.profile.length = 0;
    failures.clear();

    // The timed storm, with CPU readings around it.
    const backends = await scratch.backendPids();
    const postgresCpu = processesCpu(backends);
    const serverCpu0 = processCpuSeconds(server.pid);
    const clientCpu0 = process.cpuUsage();
    const machine0 = machineCpu();
    const started = performance.now();
    await eachConcurrently(
      Array.from({ length: people }, (_, i) => warmUp + i),
      connections,
      joinAndWriteProfile,
    );
    const seconds = (performance.now() - started) / 1000;
    const machine1 = machineCpu();
    const clientCpu = (process.cpuUsage(clientCpu0).user + process.cpuUsage(clientCpu0).system) / 1e6;
    const serverCpu = processCpuSeconds(server.pid) - serverCpu0;
    const pgCpu = postgresCpu.used(await scratch.backendPids());

    // What the database holds is the proof: every person joined once and has one profile.
    const check = new pg.Client({ connectionString: scratch.url });
    await check.connect();
    const counted = async (table: string) => Number((await check.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    const [attendees, profiles] = [await counted('event_attendees'), await counted('profiles')];
    await check.end();
    client.close();
    await server.stop();
    const after = await scratch.time();

    const cores = os.availableParallelism();
    const requests = 2 * people;
    const errors = [...failures.values()].reduce((a, b) => a + b, 0) + Math.abs(warmUp + people - attendees) + Math.abs(warmUp + people - profiles);
    const rate = people / seconds;
    const perPerson = (cpu: number) => (1000 * cpu) / people;
    const load = (cpu: number) => cpu / seconds;
    const machineBusy = (machine1.busy - machine0.busy) / seconds;
    const others = Math.max(0, machineBusy - load(serverCpu) - load(pgCpu) - load(clientCpu));
    // Everything the server answered since it started (places, warm-up, storm) ran on the database.
    const answered = 3 + 2 * (warmUp + people);
    const dbActive = after.activeMs - before.activeMs;
    const dbInTransaction = dbActive + after.idleInTransactionMs - before.idleInTransactionMs;
    const ceiling = (cores * 1000) / (perPerson(serverCpu) + perPerson(pgCpu));
    const commits = after.commits - before.commits;
    const eventLoopCeiling = 1000 / perPerson(serverCpu);

    console.log(`people: ${people} (after ${warmUp} untimed), ${connections} connections, ${seconds.toFixed(2)} s`);
    console.log(
      `rate: ${rate.toFixed(0)} people/s (${(requests / seconds).toFixed(0)} requests/s); join p50 ${percentile(latencies.join, 0.5).toFixed(1)} ms p99 ${percentile(latencies.join, 0.99).toFixed(1)} ms; profile p50 ${percentile(latencies.profile, 0.5).toFixed(1)} ms p99 ${percentile(latencies.profile, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `database: ${attendees} attendees, ${profiles} profiles (expected ${warmUp + people} each); failures: ${failures.size ? [...failures].map(([k, n]) => `${n} x ${k}`).join(', ') : 'none'}`,
    );
    console.log(
      `CPU cores in use (of ${cores}): server ${load(serverCpu).toFixed(2)}, PostgreSQL backends ${load(pgCpu).toFixed(2)}, load generator ${load(clientCpu).toFixed(2)}, other processes ${others.toFixed(2)}; machine busy ${((100 * machineBusy) / cores).toFixed(0)}%`,
    );
    console.log(
      `CPU per person: server ${perPerson(serverCpu).toFixed(2)} ms, PostgreSQL ${perPerson(pgCpu).toFixed(2)} ms -> ceiling ${ceiling.toFixed(0)} people/s on ${cores} cores, ${eventLoopCeiling.toFixed(0)} on the server's one JavaScript thread`,
    );
    console.log(
      `PostgreSQL: ${(dbActive / answered).toFixed(2)} ms in statements and ${(dbInTransaction / answered).toFixed(2)} ms in statements or open transactions per request; ${(commits / answered).toFixed(1)} commits per request`,
    );

    const cpuBound = machineBusy >= 0.9 * cores;
    const bound = cpuBound
      ? `the ${cores} cores are saturated: the server takes ${perPerson(serverCpu).toFixed(2)} ms and PostgreSQL ${perPerson(pgCpu).toFixed(2)} ms of CPU per person, so even alone on the machine the ceiling is ~${ceiling.toFixed(0)}/s`
      : load(serverCpu) >= 0.9
        ? `the server's one JavaScript thread is saturated (${perPerson(serverCpu).toFixed(2)} ms of CPU per person, ceiling ~${eventLoopCeiling.toFixed(0)}/s)`
        : `neither CPU nor the database is saturated: round trips bound it`;
    report({
      id: 'P3',
      name: `join storm: ${people} people join and write profiles at once, PostgreSQL, ${connections} connections`,
      value: `${rate.toFixed(0)} people/s (a join and a profile each; ${(requests / seconds).toFixed(0)} requests/s), ${errors} errors`,
      goal: '>= 1,000 per second, 0 errors',
      met: rate >= GOAL && errors === 0,
      note:
        `bound: ${bound}. Cores in use: server ${load(serverCpu).toFixed(2)}, PostgreSQL ${load(pgCpu).toFixed(2)}, ` +
        `this load generator ${load(clientCpu).toFixed(2)}, other processes ${others.toFixed(2)}; PostgreSQL spent ` +
        `${(dbActive / answered).toFixed(2)} ms per request in statements (${(dbInTransaction / answered).toFixed(2)} ms counting open transactions) ` +
        `and committed ${(commits / answered).toFixed(1)} transactions per request. The goal leaves ${((cores * 1000) / GOAL).toFixed(1)} ms of CPU per person for server and PostgreSQL together`,
    });
  } finally {
    client.close();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
