/**
 * Insights and distribution-map timings on a large event, on PostgreSQL: 10,000 attendees with
 * profiles, 500 groups, 100,000 messages, connections, 20,000 meetings and 50,000 suggestions shown, generated in SQL into a
 * fresh database (`lib/big-event.ts`). Prints the time of GET /company/events/{id}/insights and /locations for each tab.
 * Goal: each under 200 ms. Needs DATABASE_URL (a server where it may create a database).
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/insights.ts
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { BIG_EVENT_DESCRIPTION, seedBigEvent } from './lib/big-event.js';

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
  const seconds = await seedBigEvent(db);
  console.log(`data set: ${BIG_EVENT_DESCRIPTION} (generated in ${seconds.toFixed(1)} s)`);

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
