/**
 * Insights and distribution-map timings on a large event, on PostgreSQL: 10,000 attendees with
 * profiles, 500 groups, 100,000 messages, gatherings and connections, generated in SQL into a
 * fresh database. Prints the time of GET /company/events/{id}/insights and /locations for each tab.
 * Goal: each under 200 ms. Needs DATABASE_URL (a server where it may create a database).
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/insights.ts
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { CATEGORIES } from '../apps/server/src/modules/interests/interests.catalogue.js';
import { placeIndex } from '../apps/server/src/modules/places/places.index.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('Set DATABASE_URL to a PostgreSQL server to run this bench (it creates and drops its own database).');
  process.exit(0);
}
const name = `mingle_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const benchUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();

try {
  const database = await openDatabase({ url: benchUrl });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }), database });
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const interests = CATEGORIES.flatMap((c) => c.interests.map((i) => i.id));
  const cities = [
    'Lisbon',
    'Porto',
    'Berlin',
    'London',
    'Paris',
    'Madrid',
    'Rome',
    'Tokyo',
    'Nairobi',
    'Accra',
    'Lagos',
    'Cairo',
    'Mumbai',
    'Delhi',
    'Seoul',
    'Sydney',
    'Toronto',
    'Chicago',
    'Boston',
    'Lima',
    'Bogota',
    'Santiago',
    'Oslo',
    'Warsaw',
    'Prague',
    'Vienna',
    'Dublin',
    'Athens',
    'Istanbul',
    'Dubai',
  ]
    .map((q) => placeIndex().search(q, 1)[0]!)
    .concat(placeIndex().search('Tuvalu', 1)); // a country, for the folding path
  const t0 = performance.now();
  await db.query(`insert into companies (id, slug, name) values ('00000000-0000-4000-8000-000000000001', 'bench', 'Bench')`);
  await db.query(`insert into users (id, email, username, password_hash, email_verified_at)
    select ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, 'u' || g || '@bench.test', 'u' || g, 'x', now() from generate_series(0, 10000) g`);
  await db.query(`insert into memberships (company_id, user_id, role) values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-a000-000000000000', 'owner')`);
  await db.query(`insert into events (id, company_id, slug, name, start_date, end_date, location, organizer_username, expected_attendees, time_zone)
    values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'big', 'Big', '2099-01-01', '2099-01-03', 'Here', 'u0', 12000, 'Europe/Lisbon')`);
  await db.query(`insert into event_attendees (event_id, user_id, joined_at)
    select '00000000-0000-4000-8000-000000000002', ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, now() - (g % 30) * interval '1 day' from generate_series(1, 10000) g`);
  await db.query(`insert into profiles (id, event_id, user_id, first_name, last_name, gender)
    select ('00000000-0000-4000-b000-' || lpad(g::text, 12, '0'))::uuid, '00000000-0000-4000-8000-000000000002', ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, 'F' || g, 'L', 'other' from generate_series(1, 10000) g`);
  await db.query(
    `insert into profile_interests (profile_id, interest_id)
    select distinct ('00000000-0000-4000-b000-' || lpad(g::text, 12, '0'))::uuid, ($1::text[])[1 + ((g * 7 + k * 31 + k * k * g) % array_length($1::text[], 1))]
    from generate_series(1, 10000) g, generate_series(1, 5) k`,
    [interests],
  );
  const placeRows = cities.map((p) => [p.id, p.kind, p.name, p.displayName, p.country, p.countryCode, p.lat, p.lng]);
  await db.query(`create temp table bench_places (n int, id text, kind text, name text, display text, country text, cc text, lat float8, lng float8)`);
  for (const [i, r] of placeRows.entries()) await db.query(`insert into bench_places values ($1,$2,$3,$4,$5,$6,$7,$8,$9)`, [i, ...r]);
  await db.query(`insert into profile_places (profile_id, role, position, place_id, kind, name, display_name, country, country_code, lat, lng)
    select ('00000000-0000-4000-b000-' || lpad(g::text, 12, '0'))::uuid, r.role, k, p.id, p.kind, p.name, p.display, p.country, p.cc, p.lat, p.lng
    from generate_series(1, 10000) g
    cross join (values ('hometown', 1), ('adventure', 3), ('destination', 3)) r(role, n)
    cross join generate_series(0, 2) k
    join bench_places p on p.n = (g * 13 + k * 7 + length(r.role)) % ${placeRows.length}
    where k < r.n`);
  await db.query(`insert into groups (id, event_id, name, icon, ai_created, member_count)
    select ('00000000-0000-4000-c000-' || lpad(g::text, 12, '0'))::uuid, '00000000-0000-4000-8000-000000000002', 'Group ' || g, '✨', g % 2 = 0, 60 from generate_series(1, 500) g`);
  await db.query(`insert into group_members (group_id, user_id)
    select distinct ('00000000-0000-4000-c000-' || lpad((1 + (g * 3 + k) % 500)::text, 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid
    from generate_series(1, 10000) g, generate_series(0, 2) k`);
  await db.query(`insert into group_messages (group_id, author_id, body, created_at)
    select ('00000000-0000-4000-c000-' || lpad((1 + g % 500)::text, 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad((1 + g % 10000)::text, 12, '0'))::uuid, 'message ' || g, now() - (g % 10) * interval '1 day'
    from generate_series(1, 100000) g`);
  await db.query(`insert into connections (event_id, initiator_id, user_id)
    select '00000000-0000-4000-8000-000000000002', ('00000000-0000-4000-a000-' || lpad(g::text, 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad((g + 1)::text, 12, '0'))::uuid
    from generate_series(1, 9999, 2) g`);
  await db.query('analyze');
  console.log(`data set: 10,000 attendees, 500 groups, 100,000 messages, 5,000 connections (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(`insert into sessions (user_id, token_hash, expires_at) values ('00000000-0000-4000-a000-000000000000', $1, now() + interval '1 hour')`, [
    crypto.createHash('sha256').update(token).digest('hex'),
  ]);
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': '00000000-0000-4000-8000-000000000001' };
  const time = async (path: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 6; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      runs.push(performance.now() - start);
    }
    const warm = runs.slice(1).sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)]!;
    console.log(
      `${path.padEnd(52)} first ${runs[0]!.toFixed(0)} ms, median ${median.toFixed(0)} ms, max ${warm.at(-1)!.toFixed(0)} ms -> ${warm.at(-1)! < 200 ? 'met' : 'NOT met'} (goal under 200 ms)`,
    );
  };
  await time('/api/v1/company/events/big/insights');
  for (const tab of [0, 1, 2]) await time(`/api/v1/company/events/big/locations?tab=${tab}`);
  await db.end();
  await app.close();
  await database.close();
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
