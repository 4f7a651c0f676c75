/**
 * The lists an attendee reads at an event of 10,000 people, over HTTP against the real server in its
 * own process on PostgreSQL (a scratch database, created and dropped). The event is `lib/big-event.ts`
 * (10,000 attendees, 500 groups, 100,000 board messages, 5,000 connections, written in SQL), plus a
 * busy board (20,000 more messages on group 1, every tenth a reply, one pinned far back) and a long
 * chat for each of the readers' connections (2,000 messages each).
 * `connections` signed-in attendees (sessions written in SQL; default 50), each on a keep-alive
 * connection of its own, read one list at a time as fast as answered (autocannon, `seconds` after a
 * warm-up): the directory (first page, a search by name, a filter by interest), people to meet, the
 * group list, the busy board's newest page and the newest page of their own chat, with the query
 * parameters the web app's screens send. Prints p50/p99, requests/s, and the CPU the server and
 * PostgreSQL spent per answer; goal p99 < 100 ms and 0 errors each. Then the plans of the lists'
 * main queries as the server's repositories write them (`lib/list-plans.ts`).
 * Usage: [DATABASE_URL=postgres://… (a server where it may create a database)] npx tsx bench/lists.ts [seconds] [connections] [list id …]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { BIG_EVENT, BIG_EVENT_DESCRIPTION, groupId, interestsOf, seedBigEvent } from './lib/big-event.js';
import { processCpuSeconds, processesCpu } from './lib/cpu-time.js';
import { printListPlans } from './lib/list-plans.js';
import { seedSessions, uid, uidSql } from './lib/meeting-event.js';
import { report } from './lib/report.js';
import { scratchDatabase } from './lib/scratch-postgres.js';
import { LIMITS_LIFTED, startServer } from './lib/server-process.js';
import { openDatabase } from '../apps/server/src/db/index.js';

const seconds = Number(process.argv[2] ?? 10);
const readers = Number(process.argv[3] ?? 50);
/** Only these lists (ids, e.g. lists-board), to profile one; default all. */
const only = process.argv.slice(4);
const PORT = 3471;
const cores = os.cpus().length;
const BUSY_BOARD = groupId(1);
const BOARD_EXTRA = 20_000;
const CHAT_MESSAGES = 2000;
const E = BIG_EVENT.id;
const base = `/api/v1/events/${BIG_EVENT.slug}`;

interface List {
  id: string;
  name: string;
  /** The path reader `n` (1-based) asks for. */
  path(n: number): string;
  /** What a right answer holds, checked once per list before the load. */
  check(body: unknown): string | null;
}

const scratch = await scratchDatabase('lists');
try {
  // Migrations, as the server runs them.
  await (await openDatabase({ url: scratch.url })).close();
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  const tokens = Array.from({ length: readers }, () => crypto.randomBytes(32).toString('base64url'));
  const chatOf = new Map<number, string>();
  try {
    const generated = await seedBigEvent(db);
    const t0 = performance.now();
    // The busy board: messages a minute apart, newest now; every tenth answers the one before it.
    await db.query(
      `insert into group_messages (group_id, author_id, body, created_at, updated_at)
       select $1, ${uidSql('1 + (g * 37) % 10000')}, 'busy board message ' || g, now() - ($2::int - g) * interval '1 minute', now() - ($2::int - g) * interval '1 minute'
       from generate_series(1, $2::int) g order by g`,
      [BUSY_BOARD, BOARD_EXTRA],
    );
    await db.query(
      `update group_messages m set parent_id = p.id from group_messages p
       where m.group_id = $1 and p.group_id = $1 and p.seq = m.seq - 1 and m.seq % 10 = 0`,
      [BUSY_BOARD],
    );
    await db.query(`update group_messages set pinned_at = now() where id = (select id from group_messages where group_id = $1 order by seq limit 1 offset 100)`, [BUSY_BOARD]);
    // The readers' own chats (people 2k-1 and 2k are connected): long ones, both talking in turn.
    await db.query(
      `insert into connection_messages (connection_id, author_id, body, created_at, updated_at)
       select c.id, case when m % 2 = 0 then c.initiator_id else c.user_id end, 'chat message ' || m,
         now() - ($3::int - m) * interval '1 minute', now() - ($3::int - m) * interval '1 minute'
       from connections c cross join generate_series(1, $3::int) m
       where c.event_id = $1 and (c.initiator_id = any($2::uuid[]) or c.user_id = any($2::uuid[]))
       order by m, c.id`,
      [E, Array.from({ length: readers }, (_, i) => uid(i + 1)), CHAT_MESSAGES],
    );
    const chats = await db.query<{ id: string; initiator_id: string; user_id: string }>(
      `select id, initiator_id, user_id from connections where event_id = $1 and (initiator_id = any($2::uuid[]) or user_id = any($2::uuid[]))`,
      [E, Array.from({ length: readers }, (_, i) => uid(i + 1))],
    );
    for (let n = 1; n <= readers; n++) {
      const chat = chats.rows.find((c) => c.initiator_id === uid(n) || c.user_id === uid(n));
      if (!chat) throw new Error(`reader ${n} has no connection`);
      chatOf.set(n, chat.id);
    }
    await seedSessions(db, tokens);
    await db.query('analyze');
    const chatCount = new Set(chatOf.values()).size;
    console.log(
      `data set: ${BIG_EVENT_DESCRIPTION} (${generated.toFixed(1)} s); plus ${BOARD_EXTRA.toLocaleString('en-US')} messages on one board and ${chatCount} chats of ${CHAT_MESSAGES.toLocaleString('en-US')} messages (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await db.end();
  }

  const page = (items: number) => (body: unknown) => {
    const b = body as { items?: unknown[]; hasMore?: boolean };
    return b.items?.length === items ? null : `expected ${items} items, got ${b.items?.length}`;
  };
  const some = (body: unknown) => ((body as { items?: unknown[] }).items?.length ? null : 'no items');
  const LISTS: List[] = [
    { id: 'lists-directory', name: 'attendee directory, first page', path: () => `${base}/attendees?page=1&pageSize=20`, check: page(20) },
    // A part of a name, as typed: matches about 110 people (F10, F100..F109, F1000..F1099).
    { id: 'lists-directory-search', name: 'attendee directory, search by name', path: (n) => `${base}/attendees?page=1&pageSize=20&q=F${10 + (n % 90)}`, check: page(20) },
    // One of the reader's own interests: about 150 people each.
    { id: 'lists-directory-interest', name: 'attendee directory, filter by interest', path: (n) => `${base}/attendees?page=1&pageSize=20&interest=${interestsOf(n)[0]}`, check: page(20) },
    { id: 'lists-people-to-meet', name: 'people to meet', path: () => `${base}/people-to-meet`, check: some },
    { id: 'lists-groups', name: 'group list, first page', path: () => `${base}/attendee/groups?page=1&pageSize=20`, check: page(20) },
    { id: 'lists-board', name: `a board's newest page (${(BOARD_EXTRA + 200).toLocaleString('en-US')} messages)`, path: () => `${base}/attendee/groups/${BUSY_BOARD}/messages`, check: page(30) },
    { id: 'lists-chat', name: `a chat's newest page (${CHAT_MESSAGES.toLocaleString('en-US')} messages)`, path: (n) => `${base}/connections/${chatOf.get(n)}/messages`, check: page(30) },
  ];

  const server = await startServer(PORT, { DATABASE_URL: scratch.url, DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn', ...LIMITS_LIFTED });
  try {
    for (const list of LISTS) {
      const res = await fetch(server.origin + list.path(1), { headers: { authorization: `Bearer ${tokens[0]}` } });
      const problem = res.status === 200 ? list.check(await res.json()) : `status ${res.status}: ${await res.text()}`;
      if (problem) throw new Error(`${list.id} (${list.path(1)}): ${problem}`);
    }
    console.log(
      `load average before the runs: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} (${cores} cores, shared with PostgreSQL and this load generator)`,
    );
    const run = (list: List, duration: number) => {
      let next = 0;
      return autocannon({
        url: server.origin,
        connections: readers,
        duration,
        // Each connection is one signed-in attendee asking for their own page.
        setupClient: (client) => {
          const n = (next++ % readers) + 1;
          client.setRequests([{ method: 'GET', path: list.path(n), headers: { authorization: `Bearer ${tokens[n - 1]}` } }]);
        },
      });
    };
    // Statements the server ran (each its own transaction, bar a few): backends report them within a second.
    const stats = new pg.Client({ connectionString: scratch.url });
    await stats.connect();
    const commits = async () => {
      await stats.query('select pg_stat_clear_snapshot()');
      return Number((await stats.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = current_database()')).rows[0]!.n);
    };
    for (const list of LISTS.filter((l) => !only.length || only.includes(l.id))) {
      await run(list, Math.min(3, seconds)); // warm-up: JIT, pools, PostgreSQL's caches
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the warm-up's statements reported
      const backends = await scratch.backendPids();
      const serverBefore = processCpuSeconds(server.pid);
      const database = processesCpu(backends);
      const commitsBefore = await commits();
      const r = await run(list, seconds);
      const answers = Math.max(1, r.requests.total);
      const serverMs = ((processCpuSeconds(server.pid) - serverBefore) * 1000) / answers;
      const databaseMs = (database.used(await scratch.backendPids()) * 1000) / answers;
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const statements = (await commits()) - commitsBefore;
      const errors = r.non2xx + r.errors + r.timeouts;
      report({
        id: list.id,
        name: `${list.name}, ${readers} attendees reading at once, PostgreSQL`,
        value: `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} requests/s, ${errors} errors`,
        goal: 'p99 < 100 ms, 0 errors',
        met: errors === 0 && r.latency.p99 < 100,
        // Every reader waits for its answer: with the cores busy, each waits for the others' CPU.
        note: `CPU per answer: server ${serverMs.toFixed(2)} ms, PostgreSQL ${databaseMs.toFixed(2)} ms (${readers} readers on ${cores} cores: about ${Math.round((readers * (serverMs + databaseMs)) / cores)} ms each from that alone); about ${(statements / answers).toFixed(1)} statements per answer; ${seconds} s after a warm-up; API_RATE_LIMIT lifted`,
      });
    }
    await stats.end();
  } finally {
    await server.stop();
  }
  await printListPlans(scratch.url, { eventId: E, reader: uid(1), interest: interestsOf(1)[0]!, q: 'F11', board: BUSY_BOARD, chat: chatOf.get(1)! });
} finally {
  await scratch.drop();
}
