/**
 * Throughput of GET /api/v1/interests (the real catalogue) against GET /api/v1/health (the floor),
 * on one server built in this process on in-memory PGlite. Prints requests/s and the ratio.
 * Usage: npm run bench -- [seconds]
 */
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/index.js';
import { buildApp } from '../apps/server/src/app.js';

const seconds = Number(process.argv[2] ?? 5);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', API_RATE_LIMIT: '1000000000' });
const database = await openDatabase({});
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function run(path: string) {
  const r = await autocannon({ url: base + path, connections: 20, duration: seconds, headers: { 'accept-language': 'en-US' } });
  if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { path, rps: r.requests.average, p99: r.latency.p99, kb: r.throughput.average / 1024 };
}

await run('/api/v1/health'); // warm-up
const health = await run('/api/v1/health');
const interests = await run('/api/v1/interests');
for (const r of [health, interests]) {
  console.log(`${r.path.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${r.p99} ms   ${r.kb.toFixed(0)} KiB/s`);
}
console.log(`interests/health throughput ratio: ${(interests.rps / health.rps).toFixed(2)}`);
await app.close();
await database.close();
