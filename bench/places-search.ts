/**
 * Type-ahead place search on the full offline gazetteer: time of 3-letter prefixes, in the index
 * and end to end through GET /api/v1/places (HTTP on loopback). Goal: under 50 ms.
 * Usage: npx tsx bench/places-search.ts [queries]
 */
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';
import { fold, placeIndex } from '../apps/server/src/modules/places/places.index.js';

const n = Number(process.argv[2] ?? 300);
let t = performance.now();
const index = placeIndex();
console.log(`gazetteer: ${index.size} places, index built in ${(performance.now() - t).toFixed(0)} ms`);

// Real 3-letter prefixes, common and rare, from a fixed sample of names.
const names = [
  'lisbon',
  'london',
  'paris',
  'berlin',
  'sao paulo',
  'tokyo',
  'new york',
  'cairo',
  'mumbai',
  'lagos',
  'zurich',
  'quito',
  'xian',
  'yerevan',
  'oslo',
  'accra',
  'bogota',
  'kyiv',
  'hanoi',
  'perth',
  'sal',
  'man',
  'san',
  'ban',
  'mar',
  'bel',
  'car',
  'new',
];
const prefixes = Array.from({ length: n }, (_, i) => fold(names[i % names.length]!).slice(0, 3));

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const report = (label: string, xs: number[]) => console.log(`${label.padEnd(28)} p50 ${pct(xs, 0.5).toFixed(2)} ms   p95 ${pct(xs, 0.95).toFixed(2)} ms   max ${Math.max(...xs).toFixed(2)} ms`);

const inIndex = prefixes.map((q) => {
  t = performance.now();
  index.search(q, 10);
  return performance.now() - t;
});
report('index.search (3 letters)', inIndex);

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const database = await openDatabase({});
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
const email = 'bench@example.com';
await fetch(`${base}/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, username: 'bench', password: 'Sunshine1!' }) });
// Verify through the database directly: the bench measures search, not sign-up.
const { sql } = await import('drizzle-orm');
await database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Sunshine1!' }) });
const { accessToken } = (await login.json()) as { accessToken: string };

const overHttp: number[] = [];
for (const q of prefixes) {
  t = performance.now();
  const res = await fetch(`${base}/places?q=${q}`, { headers: { authorization: `Bearer ${accessToken}` } });
  await res.json();
  overHttp.push(performance.now() - t);
}
report('GET /places (3 letters)', overHttp);
console.log(`goal: p95 under 50 ms end to end -> ${pct(overHttp, 0.95) < 50 ? 'met' : 'NOT met'}`);
await app.close();
await database.close();
