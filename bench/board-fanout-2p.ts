/**
 * P5: live board fan-out across server processes. 1,000 WebSocket clients on one board, split
 * evenly over two server processes on one PostgreSQL database (LISTEN/NOTIFY carries every post to
 * both); posters post 20 times a second for 30 s, alternating between the processes. Prints the
 * post-to-delivery latency over every delivery (p50/p99/max) and lost/doubled deliveries.
 * PGlite lives inside one process and cannot be shared by two, so its figure is one process.
 * The servers are real processes of their own (bench/lib/server-process.ts); the clients and the
 * posters share this process, so one clock times both ends.
 * Usage: npx tsx bench/board-fanout-2p.ts [clients] [seconds] [postsPerSecond] [pglite|postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { EVENT_SLUG, writeApiFixture } from './lib/api-fixture.js';
import { machineCpu, processesCpu } from './lib/cpu-time.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { freePort, startServer, type ServerProcess } from './lib/server-process.js';

const clients = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 30);
const rate = Number(process.argv[4] ?? 20);
const only = process.argv[5];
const POSTERS = 10; // each posts rate/POSTERS a second: well inside the per-user API throttle
const WARM_UP = 5;
const GOAL = 'p99 < 50 ms, 0 lost, 20 posts/s for 30 s, two processes';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  p50: number;
  p99: number;
  max: number;
  deliveries: number;
  expected: number;
  lost: number;
  doubled: number;
  failedPosts: number;
  serverCpu: number;
  /** CPU seconds of this process (clients and posters) and of PostgreSQL's backends, when there. */
  generatorCpu: number;
  databaseCpu: number;
  /** Seconds between the CPU readings. */
  elapsed: number;
  machineBusy: number;
}

/** Connects the clients (round-robin over the servers), posts at `rate` for `seconds`, times every delivery. */
async function measure(servers: ServerProcess[], groupId: string, tokens: string[], databasePids: () => Promise<number[]> = async () => []): Promise<Run> {
  const posts = seconds * rate;
  const sentAt = new Float64Array(WARM_UP + posts);
  // One counter per client and post: a second delivery of a post to one client is a doubled one.
  const seen = Array.from({ length: clients }, () => new Uint8Array(WARM_UP + posts));
  const latencies: number[] = [];
  let doubled = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: clients },
      (_, c) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${servers[c % servers.length]!.origin.replace('http', 'ws')}/ws`);
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: tokens[POSTERS + c] })));
          ws.on('error', reject);
          ws.on('message', (raw) => {
            const text = String(raw);
            // The load generator reads only what it times: the post's number in its body.
            const n = /"body":"p5 (\d+)"/.exec(text);
            if (n) {
              const i = Number(n[1]);
              if (seen[c]![i]!++) doubled++;
              else if (i >= WARM_UP) latencies.push(performance.now() - sentAt[i]!);
              return;
            }
            const m = JSON.parse(text) as { type: string; message?: string };
            if (m.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: { kind: 'group', event: EVENT_SLUG, groupId } }));
            else if (m.type === 'subscribed') resolve(ws);
            else if (m.type === 'error') reject(new Error(m.message));
          });
        }),
    ),
  );
  console.log(`  ${clients} clients subscribed over ${servers.length} process(es); ${posts} posts at ${rate}/s after ${WARM_UP} warm-up posts`);

  let failedPosts = 0;
  const post = async (i: number) => {
    const server = servers[i % servers.length]!;
    sentAt[i] = performance.now();
    const res = await fetch(`${server.origin}/api/v1/events/${EVENT_SLUG}/attendee/groups/${groupId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i % POSTERS]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `p5 ${i}` }),
    }).catch(() => undefined);
    if (res?.status !== 201) failedPosts++;
    await res?.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await post(i).then(() => sleep(200));
  await sleep(500);

  const cpu = processesCpu(servers.map((s) => s.pid));
  const database = processesCpu(await databasePids());
  const generator = process.cpuUsage();
  const machineBefore = machineCpu();
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  // Open loop: post i leaves at its own time, whether or not the earlier ones have answered.
  for (let i = 0; i < posts; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(post(WARM_UP + i));
  }
  await Promise.all(inFlight);
  await sleep(2000);
  const serverCpu = cpu.used();
  const databaseCpu = database.used();
  const used = process.cpuUsage(generator);
  const machineAfter = machineCpu();
  for (const ws of sockets) ws.close();

  latencies.sort((x, y) => x - y);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
  const expected = clients * (posts - failedPosts);
  return {
    p50: q(0.5),
    p99: q(0.99),
    max: latencies.at(-1) ?? NaN,
    deliveries: latencies.length,
    expected,
    lost: Math.max(0, expected - latencies.length),
    doubled,
    failedPosts,
    serverCpu,
    generatorCpu: (used.user + used.system) / 1e6,
    databaseCpu,
    elapsed: (performance.now() - start) / 1000,
    machineBusy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
  };
}

function reportRun(id: string, name: string, run: Run, processes: number, note: string) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const cores = (cpu: number) => (cpu / run.elapsed).toFixed(2);
  const busy = Number.isFinite(run.machineBusy) ? `, the machine (${os.cpus().length} cores) ${(run.machineBusy * 100).toFixed(0)}% busy` : '';
  const database = run.databaseCpu ? `, PostgreSQL ${cores(run.databaseCpu)}` : '';
  report({
    id,
    name,
    value:
      `p99 ${ms(run.p99)} (p50 ${ms(run.p50)}, max ${ms(run.max)}), lost ${run.lost}, doubled ${run.doubled}, ` +
      `${run.deliveries.toLocaleString('en')}/${run.expected.toLocaleString('en')} deliveries, failed posts ${run.failedPosts}`,
    goal: GOAL,
    met: run.p99 < 50 && run.lost === 0 && run.doubled === 0 && run.failedPosts === 0,
    note: `${clients} clients on ${processes} server process(es), ${rate} posts/s for ${seconds} s; cores used: servers ${cores(run.serverCpu)}${database}, clients and posters ${cores(run.generatorCpu)}${busy}. ${note}`,
  });
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-p5-'));
  try {
    // The fixture goes in before the server opens the directory: PGlite has one process at a time.
    const fixture = await writeApiFixture({ dir: path.join(dataDir, 'db'), posters: POSTERS + clients });
    const server = await startServer(await freePort(), { DATA_DIR: dataDir });
    try {
      console.log('P5 on PGlite (one process)');
      const run = await measure([server], fixture.groupId, fixture.tokens);
      reportRun(
        'P5-pglite',
        `board fan-out, ${clients.toLocaleString('en')} clients, PGlite (one process)`,
        run,
        1,
        'PGlite is embedded in one process and cannot be shared by two (decision 016): this is the one-process figure.',
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const scratch = await scratchDatabase('fanout2p');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-p5-'));
  try {
    const fixture = await writeApiFixture({ url: scratch.url, posters: POSTERS + clients });
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    const servers = await Promise.all([startServer(await freePort(), env), startServer(await freePort(), env)]);
    try {
      console.log('P5 on PostgreSQL (two processes)');
      const run = await measure(servers, fixture.groupId, fixture.tokens, () => scratch.backendPids());
      reportRun(
        'P5-postgres',
        `board fan-out, ${clients.toLocaleString('en')} clients across two processes, PostgreSQL`,
        run,
        2,
        'Every post crosses PostgreSQL LISTEN/NOTIFY to both processes; half the clients sit on each.',
      );
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'postgres') await onPglite();
if (only !== 'pglite') await onPostgres();
