/**
 * The hot reads against the framework's own speed (P1, P2 and health-under-load of bench/README.md).
 * Each server runs in its own child process; this process is only the load generator (autocannon,
 * 100 connections). The reference is a bare Fastify hello-world of the same Fastify version,
 * started in the same run. The real server runs as in production (NODE_ENV=production, default
 * log level) except API_RATE_LIMIT, raised for the run so the throttle does not answer 429s.
 *  - P1: GET /api/v1/public/events/{slug} on PostgreSQL (a scratch database, created and dropped
 *    on the server of DATABASE_URL, default the local one)
 *  - P2: the same on PGlite in a temporary DATA_DIR
 *  - health-under-load: GET /api/v1/health p99 on PGlite while 200 attendees post on one board
 * Usage: npx tsx bench/api-speed.ts [seconds]   (BENCH_SERVER=dist runs
 * apps/server/dist/main.js instead of the sources)
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { EVENT_SLUG, writeApiFixture } from './lib/api-fixture.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';
import { processCpuSeconds } from './lib/cpu-time.js';

const seconds = Number(process.argv[2] ?? 10);
const RATE_LIMIT = LIMITS_LIFTED.API_RATE_LIMIT;
const POSTERS = 200;
const eventPath = `/api/v1/public/events/${EVENT_SLUG}`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The bare Fastify hello-world in its own process; resolves once it says `ready <version>`. */
async function startHello() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs')], { env: { PATH: process.env.PATH ?? '', PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const version = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => /ready (\S+)/.test(d.toString()) && resolve(/ready (\S+)/.exec(d.toString())![1]!));
    child.once('exit', (code) => reject(new Error(`hello-server exited ${code}`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  process.once('exit', () => child.kill()); // also when the run fails
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, version, stop: () => (child.kill('SIGTERM'), exited) };
}
const serve = async (env: Record<string, string>) => startServer(await freePort(), { API_RATE_LIMIT: RATE_LIMIT, ...env });

interface Run {
  rps: number;
  p99: number;
  /** Answers other than 2xx, errors and timeouts: a run with any is not met. */
  failed: number;
  /** CPU µs the serving process spent per answer: unlike req/s, barely moved by other work on the machine. */
  cpuUs?: number;
}
async function load(url: string, connections = 100, duration = seconds, pid?: number): Promise<Run> {
  const cpuBefore = pid ? processCpuSeconds(pid) : 0;
  const r = await autocannon({ url, connections, duration });
  const cpuUs = pid ? ((processCpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests.total) : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts, ...(cpuUs === undefined ? {} : { cpuUs }) };
}
/** A short warm-up (JIT, connection pools, caches), then the measured run. */
async function measure(url: string, pid?: number): Promise<Run> {
  await load(url, 100, Math.min(3, seconds));
  return load(url, 100, seconds, pid);
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const cpuPart = (r: Run, hello: Run) => (r.cpuUs && hello.cpuUs ? `; server CPU ${r.cpuUs.toFixed(1)} µs per answer vs hello ${hello.cpuUs.toFixed(1)} (${(r.cpuUs / hello.cpuUs).toFixed(2)}x)` : '');
const ratioLine = (r: Run, hello: Run) =>
  `${n(r.rps)} req/s vs hello ${n(hello.rps)} (${(r.rps / hello.rps).toFixed(2)}x), p99 ${r.p99} ms${r.failed ? `, ${n(r.failed)} failed` : ''}${cpuPart(r, hello)}`;
const throttleNote = `API_RATE_LIMIT=${RATE_LIMIT} for the run; 100 connections, ${seconds} s after a warm-up; server and load generator share ${os.cpus().length} cores`;

// The reference, measured again right before each figure (a shared machine drifts); it idles between.
const hello = await startHello();
async function measureHello() {
  const run = await measure(`${hello.origin}/`, hello.pid);
  console.log(`hello-world (bare Fastify ${hello.version}): ${n(run.rps)} req/s, p99 ${run.p99} ms`);
  return run;
}

// P1 on PostgreSQL, in a scratch database.
{
  const scratch = await scratchDatabase('api');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-'));
  try {
    await writeApiFixture({ url: scratch.url, posters: 0 });
    const server = await serve({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
    try {
      const helloRun = await measureHello();
      const p1 = await measure(server.origin + eventPath, server.pid);
      report({
        id: 'P1',
        name: 'GET /public/events/{slug} on PostgreSQL',
        value: ratioLine(p1, helloRun),
        goal: '>= 0.5x, p99 < 25 ms',
        met: p1.rps / helloRun.rps >= 0.5 && p1.p99 < 25 && !p1.failed,
        note: throttleNote,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// P2 and health-under-load on PGlite, in a temporary DATA_DIR.
{
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-'));
  try {
    const fixture = await writeApiFixture({ dir: path.join(dataDir, 'db'), posters: POSTERS });
    const server = await serve({ DATA_DIR: dataDir });
    try {
      const helloRun = await measureHello();
      const p2 = await measure(server.origin + eventPath, server.pid);
      report({ id: 'P2', name: 'GET /public/events/{slug} on PGlite', value: ratioLine(p2, helloRun), goal: '>= 0.3x', met: p2.rps / helloRun.rps >= 0.3 && !p2.failed, note: throttleNote });

      const { health, postsPerSecond, failed } = await healthUnderPosts(server.origin, fixture.eventId, fixture.groupId, fixture.tokens);
      report({
        id: 'health-under-load',
        name: `GET /health p99 during ${POSTERS} concurrent board posters, PGlite`,
        value: `p99 ${health.p99} ms (${n(health.rps)} req/s on 10 connections, ${health.failed} failed), ${n(postsPerSecond)} posts/s, ${failed} failed posts`,
        goal: 'p99 < 100 ms',
        met: health.p99 < 100 && !health.failed && failed === 0,
        note: `each of ${POSTERS} attendees posts again as soon as the last post is answered; API_RATE_LIMIT=${RATE_LIMIT}`,
      });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await hello.stop();

/** Every attendee posts on the board in a loop, while autocannon reads /health on 10 connections. */
async function healthUnderPosts(base: string, eventId: string, groupId: string, tokens: string[]) {
  const url = `${base}/api/v1/events/${eventId}/attendee/groups/${groupId}/messages`;
  let posted = 0;
  let failed = 0;
  let stop = false;
  const poster = async (token: string, i: number) => {
    for (let k = 0; !stop; k++) {
      const r = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `post ${k} from poster ${i}` }),
      }).catch(() => undefined);
      if (r?.status === 201) posted++;
      else failed++;
      await r?.arrayBuffer();
    }
  };
  const began = performance.now();
  const posters = Promise.all(tokens.map(poster));
  await new Promise((r) => setTimeout(r, 1000)); // the posts are under way
  const health = await load(`${base}/api/v1/health`, 10);
  stop = true;
  await posters;
  return { health, postsPerSecond: (posted * 1000) / (performance.now() - began), failed };
}
