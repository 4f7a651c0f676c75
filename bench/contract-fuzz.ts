/**
 * The contract fuzz of apps/server/src/security/contract-fuzz.test.ts, for as long as you like:
 * requests derived from every route's zod contracts, broken on purpose (NUL bytes, impossible
 * dates, wrong types, huge strings and numbers, extra and missing fields, bad encodings and UUIDs,
 * deep nesting, wrong content types, malformed multipart), sent with inject as a company member and
 * as an attendee of a real event. Prints the requests sent, the 5xx answers, the answers outside
 * the error shape, the 400s that came from the database rather than a contract, and the count per
 * status; then the offending requests. Exits 1 when anything is found.
 *
 * Usage: npx tsx bench/contract-fuzz.ts [requests]   (or FUZZ_REQUESTS; default 100,000)
 *        FUZZ_SEED=<n> replays a run; DATABASE_URL=postgres://… runs it on PostgreSQL (in a new database).
 */
import type { RouteOptions } from 'fastify';
import { createTestApp } from '../apps/server/src/test/app.js';
import { describeFinding, fuzzTarget, runContractFuzz, summarize } from '../apps/server/src/test/contract-fuzz.js';

const requests = Number(process.argv[2] ?? process.env.FUZZ_REQUESTS ?? 100_000);
if (!Number.isInteger(requests) || requests < 1) {
  console.error('Usage: npx tsx bench/contract-fuzz.ts [requests]');
  process.exit(2);
}
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

const table: RouteOptions[] = [];
// A throttle of a million a minute: the fuzz speaks as two users, and 429s would hide everything else.
const t = await createTestApp({ API_RATE_LIMIT: '1000000' }, undefined, (r) => table.push(r));
try {
  const target = await fuzzTarget(t, table);
  const perRoute = Math.ceil(requests / (target.routes.length + 1));
  console.log(`${target.routes.length} routes (+ stray requests), ${perRoute} requests each, seed ${seed}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  let last = 0;
  const report = await runContractFuzz(target, {
    perRoute,
    seed,
    keep: 2,
    onProgress: (done, total) => {
      const pct = Math.floor((done / total) * 10);
      if (pct > last) {
        last = pct;
        process.stdout.write(`${pct * 10}% `);
      }
    },
  });
  console.log('\n');
  console.log(`requests                ${report.requests}`);
  console.log(`5xx                     ${report.serverErrors}`);
  console.log(`outside the error shape ${report.nonShape}`);
  console.log(`refused by the database ${report.dbRefusals}`);
  console.log(`time                    ${(report.ms / 1000).toFixed(1)} s (${Math.round(report.requests / (report.ms / 1000))} requests/s)`);
  console.log('per status');
  for (const [status, n] of Object.entries(report.byStatus)) console.log(`  ${status}  ${n}`);
  console.log('slowest requests');
  for (const s of report.slowest.slice(0, 5)) console.log(`  ${s.ms} ms  ${s.status}  ${s.route}  ${s.notes.join('; ').slice(0, 120)}`);
  console.log(`\n${summarize(report)}`);
  if (report.findings.length) {
    console.log(`\n${report.findings.map(describeFinding).join('\n\n')}`);
    process.exitCode = 1;
  }
} finally {
  await t.close();
}
