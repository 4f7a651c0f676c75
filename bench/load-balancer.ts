/**
 * The production shape, working: two server processes on one PostgreSQL database behind a real
 * nginx from the OS packages, configured by deploy/nginx.conf as it is (only the ports change).
 * Smoke: health through the balancer reaches both processes; a board post through the balancer
 * reaches a client connected through the balancer to the other process, both ways.
 * nginx missing: as root it is installed with apt-get (and says so first); otherwise it says how.
 * Usage: npx tsx bench/load-balancer.ts   (LB_PORT, default 8088; DATABASE_URL names the server)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { EVENT_SLUG, writeApiFixture } from './lib/api-fixture.js';
import { ensureNginx, startNginx } from './lib/nginx.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { freePort, startServer } from './lib/server-process.js';

const LB_PORT = Number(process.env.LB_PORT ?? 8088);
const lb = `http://127.0.0.1:${LB_PORT}`;
const UPSTREAM = 'x-mingle-upstream';

/** A client through the balancer, subscribed to the board; says which process it landed on. */
function liveClient(token: string, groupId: string) {
  return new Promise<{ upstream: string; bodies: Set<string>; close(): void }>((resolve, reject) => {
    const ws = new WebSocket(`${lb.replace('http', 'ws')}/ws`);
    const bodies = new Set<string>();
    let upstream = '';
    ws.on('upgrade', (res) => (upstream = String(res.headers[UPSTREAM] ?? '')));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; message?: { body: string } | string };
      if (m.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', channel: { kind: 'group', event: EVENT_SLUG, groupId } }));
      else if (m.type === 'subscribed') resolve({ upstream, bodies, close: () => ws.close() });
      else if (m.type === 'event' && typeof m.message === 'object') bodies.add(m.message.body);
      else if (m.type === 'error') reject(new Error(String(m.message)));
    });
  });
}

const nginx = ensureNginx();
const scratch = await scratchDatabase('lb');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-lb-'));
const stops: (() => Promise<unknown>)[] = [];
let failures = 0;
const check = (ok: boolean, line: string) => {
  if (!ok) failures++;
  console.log(`${ok ? 'ok ' : 'FAIL'} ${line}`);
};
try {
  const fixture = await writeApiFixture({ url: scratch.url, posters: 2 });
  const [portA, portB] = [await freePort(), await freePort()];
  // One proxy hop in front: the processes believe nginx's X-Forwarded-For, and nobody else's.
  const env = { DATABASE_URL: scratch.url, DATA_DIR: dir, TRUST_PROXY: '1', APP_URL: lb, LOG_LEVEL: 'warn' };
  const servers = await Promise.all([startServer(portA, env), startServer(portB, env)]);
  stops.push(() => Promise.all(servers.map((s) => s.stop())));
  const names = new Map([
    [`127.0.0.1:${portA}`, 'A'],
    [`127.0.0.1:${portB}`, 'B'],
  ]);
  const nameOf = (upstream: string) => names.get(upstream) ?? `? (${upstream})`;

  const proxy = await startNginx(nginx, { dir, listen: LB_PORT, upstreams: [portA, portB] });
  stops.push(proxy.stop);
  console.log(`nginx (${nginx}) on ${lb} in front of A (:${portA}) and B (:${portB}), one PostgreSQL database (${scratch.name})\n`);

  const health = [];
  for (let i = 0; i < 6; i++) health.push(nameOf((await fetch(`${lb}/api/v1/health`)).headers.get(UPSTREAM) ?? ''));
  check(new Set(health).size === 2, `health through the balancer answered by ${health.join(' ')}`);

  // Clients through the balancer until one sits on each process (least_conn alternates them).
  const clients = new Map<string, Awaited<ReturnType<typeof liveClient>>>();
  for (let i = 0; i < 10 && clients.size < 2; i++) {
    const c = await liveClient(fixture.tokens[i % 2]!, fixture.groupId);
    if (clients.has(c.upstream)) c.close();
    else clients.set(c.upstream, c);
  }
  stops.push(async () => clients.forEach((c) => c.close()));
  check(clients.size === 2, `live clients through the balancer on ${[...clients.keys()].map(nameOf).join(' and ')}`);

  // Posts through the balancer until one was taken by each process; the client on the other has it.
  const done = new Set<string>();
  for (let i = 0; i < 10 && done.size < 2; i++) {
    const body = `through the balancer ${i}`;
    const t0 = performance.now();
    const res = await fetch(`${lb}/api/v1/events/${EVENT_SLUG}/attendee/groups/${fixture.groupId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fixture.tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body }),
    });
    const via = res.headers.get(UPSTREAM) ?? '';
    if (res.status !== 201 || done.has(via)) continue;
    const other = [...clients].find(([upstream]) => upstream !== via)?.[1];
    while (other && !other.bodies.has(body) && performance.now() - t0 < 3000) await new Promise((r) => setTimeout(r, 5));
    const ms = performance.now() - t0;
    check(
      Boolean(other?.bodies.has(body)),
      `a post taken by ${nameOf(via)} reached the client on ${other ? nameOf(other.upstream) : '?'}${other?.bodies.has(body) ? `, ${ms.toFixed(0)} ms after it was sent` : ''}`,
    );
    done.add(via);
  }
  check(done.size === 2, 'posts were taken by both processes');
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await scratch.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(failures ? `\n${failures} check(s) failed` : '\nthe balancer, both processes and the shared database work together');
process.exitCode = failures ? 1 : 0;
