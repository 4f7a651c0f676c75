/**
 * P4: sign-ups per second through POST /api/v1/auth/register on the real server (its own process,
 * PostgreSQL in a scratch database) against raw argon2id hashes per second with the parameters the
 * server uses, in the same run at the same concurrency. Goal: 0.9x or more (hashing is the limit).
 * The raw hashes run before and after the sign-ups and are averaged, so a machine that gets busier
 * or quieter during the run does not tilt the ratio. Hashing runs on the libuv threadpool of each
 * process (UV_THREADPOOL_SIZE, default 4; passed on to the server). The verification mail is not
 * sent: without SMTP_URL the server logs it at info level, and the run logs at warn, so it is dropped.
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/registrations.ts [sign-ups] [concurrency]
 */
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { ARGON } from '../apps/server/src/modules/auth/auth.service.js';
import { machineCpu, processCpuSeconds, processesCpu } from './lib/cpu-time.js';
import { eachConcurrently, jsonClient, type Answer } from './lib/json-client.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';

const signUps = Number(process.argv[2] ?? 300);
const concurrency = Number(process.argv[3] ?? 32);
const PORT = 3441;
const PASSWORD = 'Sunshine1!';
const threadpool = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
const cores = os.availableParallelism();

const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Hashes per second in this process, `count` of them at `concurrency` in flight. */
async function rawHashes(count: number) {
  const cpu0 = ownCpu();
  const started = performance.now();
  await eachConcurrently(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => void (await hash(`${PASSWORD}${i}`, ARGON)),
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, cpu: ownCpu() - cpu0 };
}

const scratch = await scratchDatabase('p4');
try {
  const server = await startServer(PORT, {
    DATABASE_URL: scratch.url,
    DATA_DIR: os.tmpdir(),
    // Mail is logged at info level without SMTP_URL: warn drops it, so mail is not part of the figure.
    LOG_LEVEL: 'warn',
    ...LIMITS_LIFTED,
  });
  const client = jsonClient(server.origin, concurrency);
  try {
    const failures = new Map<string, number>();
    const signUp = async (i: number) => {
      const a: Answer = await client.request('POST', '/api/v1/auth/register', { body: { email: `r${i}@bench.test`, username: `r${i}`, password: PASSWORD } });
      if (a.status !== 201) {
        const key = `${a.status} ${a.body.slice(0, 120)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    };
    // Warm-up, not timed: the first requests of a fresh process, and the first hashes here.
    await eachConcurrently(
      Array.from({ length: concurrency }, (_, i) => signUps + i),
      concurrency,
      signUp,
    );
    await rawHashes(concurrency);
    failures.clear();

    const before = await rawHashes(Math.ceil(signUps / 2));
    const backends = await scratch.backendPids();
    const postgresCpu = processesCpu(backends);
    const serverCpu0 = processCpuSeconds(server.pid);
    const clientCpu0 = ownCpu();
    const machine0 = machineCpu();
    const started = performance.now();
    await eachConcurrently(
      Array.from({ length: signUps }, (_, i) => i),
      concurrency,
      signUp,
    );
    const seconds = (performance.now() - started) / 1000;
    const machineBusy = (machineCpu().busy - machine0.busy) / seconds;
    const serverCpu = processCpuSeconds(server.pid) - serverCpu0;
    const clientCpu = ownCpu() - clientCpu0;
    const pgCpu = postgresCpu.used(await scratch.backendPids());
    const after = await rawHashes(Math.ceil(signUps / 2));

    const errors = [...failures.values()].reduce((a, b) => a + b, 0);
    const hashed = 2 * Math.ceil(signUps / 2);
    const hashRate = hashed / (before.seconds + after.seconds);
    const signUpRate = signUps / seconds;
    const ratio = signUpRate / hashRate;
    const perHash = (1000 * (before.cpu + after.cpu)) / hashed;
    const perSignUp = { server: (1000 * serverCpu) / signUps, postgres: (1000 * pgCpu) / signUps };
    // If the cores are the limit, a sign-up costs its hash plus the rest of its work.
    const cpuBoundRatio = perHash / (perSignUp.server + perSignUp.postgres);

    console.log(
      `sign-ups: ${signUps} at ${concurrency} in flight (after ${concurrency} untimed); threadpool ${threadpool} threads on ${cores} cores; argon2id m=${ARGON.memoryCost} KiB t=${ARGON.timeCost} p=${ARGON.parallelism}`,
    );
    console.log(
      `raw hashes: ${(Math.ceil(signUps / 2) / before.seconds).toFixed(1)}/s before, ${(Math.ceil(signUps / 2) / after.seconds).toFixed(1)}/s after -> ${hashRate.toFixed(1)}/s; ${perHash.toFixed(1)} ms of CPU per hash`,
    );
    console.log(`sign-ups: ${signUpRate.toFixed(1)}/s, ${errors} errors${failures.size ? ` (${[...failures].map(([k, n]) => `${n} x ${k}`).join(', ')})` : ''}`);
    console.log(
      `CPU per sign-up: server ${perSignUp.server.toFixed(1)} ms (its hash included), PostgreSQL ${perSignUp.postgres.toFixed(1)} ms, load generator ${((1000 * clientCpu) / signUps).toFixed(1)} ms; machine busy ${((100 * machineBusy) / cores).toFixed(0)}%`,
    );
    console.log(`ratio ${ratio.toFixed(2)}x; if CPU is the limit, a hash's share of a sign-up's CPU predicts ${cpuBoundRatio.toFixed(2)}x`);

    report({
      id: 'P4',
      name: `sign-ups per second vs raw argon2id hashes per second, ${concurrency} in flight, PostgreSQL`,
      value: `${signUpRate.toFixed(1)} sign-ups/s vs ${hashRate.toFixed(1)} hashes/s (${ratio.toFixed(2)}x), ${errors} errors`,
      goal: '>= 0.9x',
      met: ratio >= 0.9 && errors === 0,
      note:
        `bound: hashing, ${perHash.toFixed(1)} ms of CPU per hash on a threadpool of ${threadpool} threads over ${cores} cores (UV_THREADPOOL_SIZE); ` +
        `a sign-up costs ${perSignUp.server.toFixed(1)} ms of server CPU (hash included) and ${perSignUp.postgres.toFixed(1)} ms of PostgreSQL CPU, ` +
        `which share the same cores, so the CPU predicts ${cpuBoundRatio.toFixed(2)}x; machine busy ${((100 * machineBusy) / cores).toFixed(0)}% (other processes included). ` +
        `The verification mail is logged, not sent (no SMTP_URL; LOG_LEVEL=warn drops it), so mail is not in the figure`,
    });
  } finally {
    client.close();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
