/**
 * The ceiling of live fan-out between processes: live events a second, published by the servers'
 * own publishing code (`plugins/realtime-fanout.ts`: NOTIFY after the write's commit, in batches,
 * decision 044) from publishers standing in for the servers' request handlers, before delivery p99
 * passes 200 ms. Three server processes on one PostgreSQL database; 1,000 phones
 * spread over them, each subscribed to its own person channel; every event goes to one phone (as a
 * chat message or a count does), round robin, at rising rates for a few seconds each. Prints per
 * rate: p50/p99, lost, and the CPU of the servers, of PostgreSQL and of the publishers, to name
 * the bound. Usage: npx tsx bench/fanout-ceiling.ts [phones] [processes] [seconds per rate]
 */
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../apps/server/src/db/index.js';
import { createFanOut } from '../apps/server/src/plugins/realtime-fanout.js';
import { createSubscriptions } from '../apps/server/src/plugins/realtime-subscriptions.js';
import { writeApiFixture } from './lib/api-fixture.js';
import { machineCpu, processesCpu } from './lib/cpu-time.js';
import { eachConcurrently, percentile } from './lib/json-client.js';
import { connectPhone, type Phone } from './lib/phones.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { freePort, startServer } from './lib/server-process.js';

const PHONES = Number(process.argv[2] ?? 1_000);
const PROCESSES = Number(process.argv[3] ?? 3);
const SECONDS = Number(process.argv[4] ?? 4);
const RATES = [1_000, 2_500, 5_000, 10_000, 20_000, 40_000, 80_000];
const PUBLISHERS = 3; // publishing processes' worth: one fan-out (and pool) each, as three servers
const GOAL_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const scratch = await scratchDatabase('ceiling');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-ceiling-'));
const databases: Database[] = [];
try {
  const fixture = await writeApiFixture({ url: scratch.url, posters: PHONES });
  const env = { DATABASE_URL: scratch.url, DATA_DIR: dir, LOG_LEVEL: 'warn' };
  const servers = await Promise.all(Array.from({ length: PROCESSES }, async () => startServer(await freePort(), env)));
  try {
    const phones: Phone[] = fixture.userIds.map((userId, index) => ({
      index,
      userId,
      channels: [{ kind: 'person', event: fixture.eventId, userId }],
      notices: new Map(),
      posts: new Map(),
      doubled: 0,
    }));
    await eachConcurrently(phones, 200, async (p) => void (await connectPhone(p, `${servers[p.index % PROCESSES]!.origin.replace('http', 'ws')}/ws`, fixture.tokens[p.index]!)));
    for (let i = 0; i < PUBLISHERS; i++) databases.push(await openDatabase({ url: scratch.url }));
    const publishers = databases.map((database) => createFanOut(database, createSubscriptions()));
    console.log(`${PHONES} phones over ${PROCESSES} processes, each on its own person channel; ${PUBLISHERS} publishers (the servers' fan-out code, a pool of 10 each)`);

    const frame = (n: number, userId: string) =>
      JSON.stringify({
        type: 'event',
        channelKey: `person:${fixture.eventId}:${userId}`,
        event: 'message.created',
        at: new Date().toISOString(),
        messageId: `m${n}`,
        message: { id: `m${n}`, authorId: null, body: `live ${n}` },
      });
    let next = 0;
    let ceiling = 0;
    let bound = '';
    for (const rate of RATES) {
      const first = next;
      const count = rate * SECONDS;
      const sentAt = new Float64Array(count);
      const servingCpu = processesCpu(servers.map((s) => s.pid));
      const databaseCpu = processesCpu(await scratch.backendPids());
      const ownCpu = process.cpuUsage();
      const machine = machineCpu();
      const start = performance.now();
      // Open loop in 10 ms ticks: each tick's events leave spread over the publishing connections.
      const queues = publishers.map(() => Promise.resolve());
      let sent = 0;
      while (sent < count) {
        const due = Math.min(count, Math.ceil(((performance.now() - start) / 1000) * rate));
        for (; sent < due; sent++) {
          const n = first + sent;
          const q = n % PUBLISHERS;
          const payload = frame(n, phones[n % PHONES]!.userId);
          // As a request handler: publish and go on; the fan-out batches what comes while a NOTIFY is on its way.
          sentAt[n - first] = performance.now();
          queues[q] = Promise.all([queues[q], publishers[q]!.broadcast(payload)]).then(() => undefined);
        }
        await sleep(10);
      }
      await Promise.all(queues);
      const publishedIn = (performance.now() - start) / 1000;
      await sleep(1500);
      next = first + count;
      const latencies = phones.flatMap((p) => [...p.posts].filter(([n]) => n >= first && n < next).map(([n, at]) => at - sentAt[n - first]!));
      const lost = count - latencies.length;
      const elapsed = (performance.now() - start) / 1000;
      const own = process.cpuUsage(ownCpu);
      const after = machineCpu();
      const cores = (cpu: number) => (cpu / elapsed).toFixed(2);
      const p99 = percentile(latencies, 0.99);
      const line = `servers ${cores(servingCpu.used())} cores, PostgreSQL ${cores(databaseCpu.used())}, publishers and phones ${cores((own.user + own.system) / 1e6)}; the machine ${(((after.busy - machine.busy) / (after.total - machine.total)) * 100).toFixed(0)}% busy`;
      console.log(
        `  ${rate.toLocaleString('en')}/s asked, ${(count / publishedIn).toFixed(0)}/s published: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, lost ${lost}; ${line}`,
      );
      if (p99 >= GOAL_MS || lost > 0 || count / publishedIn < rate * 0.95) {
        bound = line;
        break;
      }
      ceiling = rate;
      bound = line;
      for (const p of phones) p.posts.clear();
    }
    report({
      id: 'fanout-ceiling',
      name: `live events a second through NOTIFY to ${PROCESSES} processes before delivery p99 passes ${GOAL_MS} ms`,
      value: `${ceiling.toLocaleString('en')}/s`,
      goal: '>= 5,000/s',
      met: ceiling >= 5_000,
      note: `steps of ${RATES.join(', ')}/s for ${SECONDS} s; at the first step past it: ${bound}`,
    });
    for (const p of phones) p.ws?.terminate();
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
} finally {
  await Promise.all(databases.map((d) => d.close().catch(() => {})));
  await scratch.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
