/**
 * The real server in a process of its own (from the sources, as `npm run dev` runs them; or
 * BENCH_SERVER=dist for the build), so a bench can read its CPU time apart from the load generator's.
 * Runs as in production (NODE_ENV=production) with the bench's own settings on top.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A bench's burst comes from one address and would meet the per-minute limits: they are lifted for the run. */
export const LIMITS_LIFTED = { API_RATE_LIMIT: '1000000000', AUTH_RATE_LIMIT: '1000000000' } as const;

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' shows where the server's CPU goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...nodeArgs, ...(process.env.BENCH_SERVER === 'dist' ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    // Only what the server needs: a DATABASE_URL or SMTP_URL of the caller's shell must not leak in.
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.UV_THREADPOOL_SIZE ? { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE } : {}),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_SERVER_LOG=<file> keeps everything the server prints (e.g. with BENCH_SERVER_NODE_ARGS=--trace-gc).
  const mirror = process.env.BENCH_SERVER_LOG;
  const keep = (d: Buffer) => {
    if (mirror) fs.appendFileSync(mirror, d);
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/v1/health within 2 minutes:\n${output}`);
    }
    if (
      await fetch(`${origin}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      child.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    },
  };
}
