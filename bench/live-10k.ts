/**
 * Ten thousand phones live at one event, over three server processes on one PostgreSQL database
 * behind a real nginx (deploy/nginx.conf). Each phone signs in and subscribes as the web app does:
 * its event, its person channel, and for 1,000 of them one board. Measures, in this order:
 * connecting and subscribing everyone; the servers' memory per socket; their idle CPU over a
 * minute (two heartbeats and two session sweeps); three announcements to everyone, each followed by
 * every phone fetching it; a board of 1,000 watchers at 10 posts a second for 20 s with reads
 * beside it; then one process killed with SIGKILL: its phones come back through nginx (sign in,
 * subscribe, resync their screens) and nothing posted meanwhile is missed.
 * Usage: npx tsx bench/live-10k.ts [phones] [processes] [watchers]   (LIVE_IDLE_S, default 60)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVENT_SLUG, writeApiFixture } from './lib/api-fixture.js';
import { machineCpu, processesCpu } from './lib/cpu-time.js';
import { ensureNginx, startNginx } from './lib/nginx.js';
import { eachConcurrently, jsonClient, percentile } from './lib/json-client.js';
import { connectPhone, type Phone } from './lib/phones.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { freePort, startServer } from './lib/server-process.js';

const PHONES = Number(process.argv[2] ?? 10_000);
const PROCESSES = Number(process.argv[3] ?? 3);
const WATCHERS = Math.min(PHONES, Number(process.argv[4] ?? 1_000));
const IDLE_S = Number(process.env.LIVE_IDLE_S ?? 60);
const POSTERS = 10;
const CONNECTING_AT_ONCE = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (v: number) => `${v.toFixed(0)} ms`;
/** nginx's master and its workers. */
const nginxWorkers = (master: number) => [master, ...fs.readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
/** Where the cores went between two readings (servers, PostgreSQL, nginx, the phones), as printed beside every figure. */
let parts: { servers: number[]; nginx: number[]; database: () => Promise<number[]> } = { servers: [], nginx: [], database: async () => [] };
function load() {
  const before = machineCpu();
  const start = performance.now();
  const servers = processesCpu(parts.servers);
  const nginx = processesCpu(parts.nginx);
  const phones = process.cpuUsage();
  let database = processesCpu([]);
  void parts.database().then((pids) => (database = processesCpu(pids)));
  const describe = () => {
    const after = machineCpu();
    const s = (performance.now() - start) / 1000;
    const cores = (cpu: number) => (cpu / s).toFixed(2);
    const own = process.cpuUsage(phones);
    return (
      `the machine (${os.cpus().length} cores) ${(((after.busy - before.busy) / (after.total - before.total)) * 100).toFixed(0)}% busy: servers ${cores(servers.used())} cores, ` +
      `PostgreSQL ${cores(database.used())}, nginx ${cores(nginx.used())}, the phones (this process) ${cores((own.user + own.system) / 1e6)}`
    );
  };
  // CPU seconds, not shares: the servers' work per phone compares between runs on a machine whose speed varies.
  return Object.assign(describe, { serverSeconds: () => servers.used(), databaseSeconds: () => database.used() });
}

const nginx = ensureNginx();
const scratch = await scratchDatabase('live10k');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-live10k-'));
const stops: (() => Promise<unknown>)[] = [];
try {
  const fixture = await writeApiFixture({ url: scratch.url, posters: PHONES + POSTERS, organiser: true });
  const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
  const lbPort = await freePort();
  const env = { DATABASE_URL: scratch.url, DATA_DIR: dir, TRUST_PROXY: '1', APP_URL: `http://127.0.0.1:${lbPort}`, LOG_LEVEL: 'warn', API_RATE_LIMIT: '1000000000' };
  const servers = await Promise.all(ports.map((port) => startServer(port, env)));
  stops.push(() => Promise.all(servers.map((s) => s.stop())));
  const proxy = await startNginx(nginx, { dir, listen: lbPort, upstreams: ports, workers: 2, workerConnections: PHONES + 2_000 });
  stops.push(proxy.stop);
  parts = { servers: servers.map((x) => x.pid), nginx: nginxWorkers(proxy.pid), database: () => scratch.backendPids() };
  const wsUrl = `${proxy.origin.replace('http', 'ws')}/ws`;
  const http = jsonClient(proxy.origin, 256);
  const api = {
    get: (path: string, token: string) => http.request('GET', `/api/v1${path}`, { token }),
    send: (method: string, path: string, token: string, body: unknown, headers: Record<string, string> = {}) => http.request(method, `/api/v1${path}`, { token, body, headers }),
  };
  stops.push(async () => http.close());
  console.log(`${PHONES.toLocaleString('en')} phones, ${PROCESSES} processes behind nginx on ${proxy.origin}, PostgreSQL database ${scratch.name}`);

  const { eventId } = fixture;
  const board = { kind: 'group', event: EVENT_SLUG, groupId: fixture.groupId };
  const phones: Phone[] = fixture.userIds.slice(0, PHONES).map((userId, index) => ({
    index,
    userId,
    channels: [{ kind: 'event', event: eventId }, { kind: 'person', event: eventId, userId }, ...(index < WATCHERS ? [board] : [])],
    notices: new Map(),
    posts: new Map(),
    doubled: 0,
  }));

  // 1. Everyone connects and subscribes.
  const rssBefore = servers.map((s) => rssKiB(s.pid));
  const subscribeMs: number[] = [];
  let busy = load();
  const t0 = performance.now();
  await eachConcurrently(phones, CONNECTING_AT_ONCE, async (p) => void subscribeMs.push(await connectPhone(p, wsUrl, fixture.tokens[p.index]!)));
  const connectS = (performance.now() - t0) / 1000;
  const sub = subscribeMs;
  report({
    id: 'live-connect',
    name: `connect and subscribe ${PHONES.toLocaleString('en')} phones`,
    value: `${connectS.toFixed(1)} s (subscribe p50 ${ms(percentile(sub, 0.5))}, p99 ${ms(percentile(sub, 0.99))})`,
    goal: '< 10 s',
    met: connectS < 10,
    note: `${CONNECTING_AT_ONCE} connecting at a time, each with ${phones[0]!.channels.length}-${phones.at(-1)!.channels.length} subscriptions; the servers' CPU per phone ${((busy.serverSeconds() * 1000) / PHONES).toFixed(2)} ms; ${busy()}`,
  });
  await sleep(2000);
  const perSocket = servers.map((s, i) => rssKiB(s.pid) - rssBefore[i]!).reduce((a, b) => a + b, 0) / PHONES;
  report({ id: 'live-memory', name: 'server memory per socket (RSS growth over the sockets)', value: `${perSocket.toFixed(1)} KiB`, goal: '<= 25 KiB', met: perSocket <= 25 });

  // 2. Nobody does anything for a minute: heartbeats and session sweeps only.
  const idleCpu = processesCpu(servers.map((s) => s.pid));
  const idleDatabase = processesCpu(await scratch.backendPids());
  busy = load();
  await sleep(IDLE_S * 1000);
  const idleCores = idleCpu.used() / IDLE_S;
  report({
    id: 'live-idle',
    name: `idle CPU of all servers, ${PHONES.toLocaleString('en')} sockets open`,
    value: `${idleCores.toFixed(3)} cores`,
    goal: '< 0.1 cores',
    met: idleCores < 0.1,
    note: `over ${IDLE_S} s; PostgreSQL ${(idleDatabase.used() / IDLE_S).toFixed(3)} cores; ${busy()}`,
  });

  // 3. Announcements to everyone: each phone fetches the announcement once its notice arrives.
  // As the web app: a notice with the announcement's words needs no request; one without is followed by a fetch of the list.
  const fetched = new Map<string, number[]>();
  let failedFetches = 0;
  let followUps = 0;
  for (const p of phones) {
    p.onNotice = (phone, id, withWords) => {
      if (withWords) return void fetched.get(id)?.push(performance.now());
      followUps++;
      void api.get(`/events/${EVENT_SLUG}/announcements`, fixture.tokens[phone.index]!).then(({ status }) => {
        if (status !== 200) failedFetches++;
        fetched.get(id)?.push(performance.now());
      });
    };
  }
  const organiser = { 'x-company-id': fixture.companyId };
  for (let n = 1; n <= 3; n++) {
    busy = load();
    const sentAt = performance.now();
    const res = await api.send(
      'POST',
      `/company/events/${eventId}/announcements`,
      fixture.organiserToken!,
      { title: `Keynote in 10 minutes (${n})`, body: 'Hall A, doors open now.', audience: 'event' },
      organiser,
    );
    const id = res.status === 201 ? String((JSON.parse(res.body) as { id: string }).id) : '';
    fetched.set(id, []);
    for (let waited = 0; waited < 30_000 && fetched.get(id)!.length < PHONES; waited += 100) await sleep(100);
    const delivered = phones.flatMap((p) => (p.notices.has(id) ? [p.notices.get(id)! - sentAt] : []));
    const refetched = fetched.get(id)!.map((t) => t - sentAt);
    report({
      id: `live-announcement-${n}`,
      name: `announcement ${n} to everyone: notice delivered, and on every phone with its words (from the notice, or fetched)`,
      value: `notice p50 ${ms(percentile(delivered, 0.5))}, p99 ${ms(percentile(delivered, 0.99))}, ${delivered.length}/${PHONES}; words on the phone p50 ${ms(percentile(refetched, 0.5))}, p99 ${ms(percentile(refetched, 0.99))}, ${refetched.length}/${PHONES}`,
      goal: 'p99 < 500 ms, all delivered and fetched',
      met: res.status === 201 && delivered.length === PHONES && refetched.length === PHONES && percentile(delivered, 0.99) < 500 && percentile(refetched, 0.99) < 500,
      note: `from the organiser's POST; follow-up fetches so far ${followUps}, failed ${failedFetches}; ${busy()}`,
    });
    await sleep(3000);
  }

  // 4. A board of WATCHERS at 10 posts a second for 20 s, with a phone's reads beside it.
  const posterTokens = fixture.tokens.slice(PHONES, PHONES + POSTERS);
  const posted: number[] = [];
  const sentAt = new Map<number, number>();
  let failedPosts = 0;
  const post = async (n: number) => {
    sentAt.set(n, performance.now());
    const res = await api.send('POST', `/events/${EVENT_SLUG}/attendee/groups/${fixture.groupId}/messages`, posterTokens[n % POSTERS]!, { body: `live ${n}` });
    if (res.status === 201) posted.push(n);
    else failedPosts++;
  };
  const reads: Record<string, number[]> = { 'my profile': [], 'the public event': [] };
  let readsOn = true;
  const reader = async (label: string, pathOf: () => string, token: string) => {
    while (readsOn) {
      const t = performance.now();
      await api.get(pathOf(), token);
      reads[label]!.push(performance.now() - t);
      await sleep(50);
    }
  };
  busy = load();
  const readers = [0, 1, 2, 3, 4].flatMap((i) => [
    reader('my profile', () => `/events/${EVENT_SLUG}/profile`, fixture.tokens[WATCHERS + i]!),
    reader('the public event', () => `/public/events/${EVENT_SLUG}`, fixture.tokens[WATCHERS + i]!),
  ]);
  const POSTS = 200;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < POSTS; n++) {
    const wait = start + n * 100 - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(post(n));
  }
  await Promise.all(inFlight);
  await sleep(2000);
  readsOn = false;
  await Promise.all(readers);
  const watchers = phones.slice(0, WATCHERS);
  const boardMs = watchers.flatMap((p) => posted.flatMap((n) => (p.posts.has(n) ? [p.posts.get(n)! - sentAt.get(n)!] : [])));
  // A stall (every watcher late for one post) and a slow spread (the last watchers late for every post) read alike in a p99.
  const postMedians = posted.map((n) =>
    percentile(
      watchers.flatMap((p) => (p.posts.has(n) ? [p.posts.get(n)! - sentAt.get(n)!] : [])),
      0.5,
    ),
  );
  const stalled = postMedians.filter((m) => m >= 50).length;
  const boardNote = `posts whose median delivery took 50 ms or more: ${stalled}/${posted.length} (slowest median ${ms(Math.max(...postMedians))}); ${busy()}`;
  report({
    id: 'live-board',
    name: `board with ${WATCHERS.toLocaleString('en')} watchers, 10 posts/s for 20 s`,
    value: `p50 ${ms(percentile(boardMs, 0.5))}, p99 ${ms(percentile(boardMs, 0.99))}, ${boardMs.length}/${WATCHERS * posted.length} delivered, doubled ${phones.reduce((s, p) => s + p.doubled, 0)}, failed posts ${failedPosts}`,
    goal: 'p99 < 50 ms, all delivered',
    met: percentile(boardMs, 0.99) < 50 && boardMs.length === WATCHERS * POSTS,
    note: boardNote,
  });
  for (const [label, values] of Object.entries(reads)) {
    const sorted = values;
    report({
      id: `live-read-${label.split(' ').at(-1)}`,
      name: `${label} read during the board's load`,
      value: `p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))} (${sorted.length} reads)`,
      goal: 'p99 < 50 ms',
      met: percentile(sorted, 0.99) < 50,
      note: boardNote,
    });
  }

  // 5. One process killed: its phones come back through nginx, sign in, subscribe and resync.
  const back: number[] = [];
  let missed = 0;
  let firstTry = 0;
  let dropped = 0;
  const gapPosts = [POSTS, POSTS + 1];
  busy = load();
  const killedAt = { t: 0 };
  const comeBack = async (p: Phone) => {
    // As the web app: the first retry after 0.5 s, give or take a quarter.
    await sleep(500 * (0.75 + Math.random() * 0.5));
    for (let attempt = 1; ; attempt++) {
      try {
        p.onClose = undefined;
        await connectPhone(p, wsUrl, fixture.tokens[p.index]!);
        if (attempt === 1) firstTry++;
        break;
      } catch {
        await sleep(1000 * attempt);
      }
    }
    const token = fixture.tokens[p.index]!;
    // Resync: each open screen asks once (the home's announcements; a watcher's board, newest page).
    const screens: Promise<unknown>[] = [api.get(`/events/${EVENT_SLUG}/announcements`, token)];
    if (p.index < WATCHERS)
      screens.push(
        api.get(`/events/${EVENT_SLUG}/attendee/groups/${fixture.groupId}/messages`, token).then(({ body }) => {
          if (!gapPosts.every((n) => !posted.includes(n) || p.posts.has(n) || body.includes(`"live ${n}"`))) missed += 1;
        }),
      );
    await Promise.all(screens);
    back.push(performance.now() - killedAt.t);
  };
  const returning: Promise<void>[] = [];
  for (const p of phones) p.onClose = (phone) => (dropped++, returning.push(comeBack(phone)));
  const victim = servers.at(-1)!;
  killedAt.t = performance.now();
  process.kill(victim.pid, 'SIGKILL');
  await sleep(200);
  for (const n of gapPosts) await post(n);
  for (let waited = 0; waited < 60_000 && (returning.length === 0 || back.length < returning.length); waited += 100) await sleep(100);
  await Promise.all(returning);
  const backMs = back;
  report({
    id: 'live-failover',
    name: 'one process killed (SIGKILL): its phones back through nginx, signed in, subscribed and resynced',
    value: `${back.length}/${dropped} back, ${firstTry} on their first try, p50 ${ms(percentile(backMs, 0.5))}, p99 ${ms(percentile(backMs, 0.99))}; watchers that missed a post made meanwhile ${missed} (posts taken meanwhile ${gapPosts.filter((n) => posted.includes(n)).length}/${gapPosts.length}: one sent to the killed process is refused, as nginx does not repeat a POST)`,
    goal: 'p99 < 5 s, nothing lost',
    met: back.length === dropped && dropped > 0 && percentile(backMs, 0.99) < 5000 && missed === 0,
    note: `from the kill; the surviving servers' CPU per returning phone ${((busy.serverSeconds() * 1000) / Math.max(1, back.length)).toFixed(2)} ms, PostgreSQL's ${((busy.databaseSeconds() * 1000) / Math.max(1, back.length)).toFixed(2)} ms; ${busy()}`,
  });
  // No phone comes back once the run is over: a retrying phone would keep this process alive, and busy.
  for (const p of phones) {
    p.onClose = undefined;
    p.ws?.terminate();
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  await scratch.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
