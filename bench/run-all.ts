/**
 * `npm run bench`: every bench script in turn, each in its own process (tsx), all reporting to one
 * file (BENCH_REPORT), then one table of every figure with its goal and met / NOT met / printed.
 * A script that fails does not stop the run: it gets a NOT met row with its exit code, and figures
 * it was expected to report show as not reported. A script not there yet shows as missing.
 * Exits 1 when anything is NOT met or missing.
 * Scripts that need PostgreSQL get DATABASE_URL naming a scratch database made for them on your
 * DATABASE_URL's server (default: the local one) and dropped after them, whether they write into it
 * or make databases of their own from there. The others run without DATABASE_URL.
 * Usage: npx tsx bench/run-all.ts [id or file …]   (only those scripts; default all)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readReport, type Figure } from './lib/report.js';
import { scratchDatabase, type ScratchDatabase } from './lib/scratch-postgres.js';

interface Expected {
  id: string;
  name: string;
  goal: string;
}
interface Script {
  /** Candidates under bench/: the first one present runs. */
  files: string[];
  /** Needs a PostgreSQL server where it may create a scratch database. */
  postgres?: boolean;
  /** The figures of bench/README.md's table it must report. */
  expects: Expected[];
}

const fanout = (db: string) => ({
  id: db === 'PostgreSQL' ? 'P5-postgres' : 'P5-pglite',
  name: `board fan-out, 1,000 clients, ${db}${db === 'PostgreSQL' ? ' across two processes' : ''}`,
  goal: 'p99 < 50 ms at 20 posts/s for 30 s, 0 lost',
});
const lighthouse = (page: string) => ({ id: `lighthouse-${page}`, name: `Lighthouse mobile, ${page === 'join' ? 'join page' : 'event home'}`, goal: 'performance >= 95, LCP < 2.5 s on slow 4G' });

const SCRIPTS: Script[] = [
  {
    files: ['api-speed.ts'],
    postgres: true,
    expects: [
      { id: 'P1', name: 'GET /public/events/{slug} on PostgreSQL', goal: '>= 0.5x, p99 < 25 ms' },
      { id: 'P2', name: 'GET /public/events/{slug} on PGlite', goal: '>= 0.3x' },
      { id: 'health-under-load', name: 'GET /health during 200 concurrent board posts, PGlite', goal: 'p99 < 100 ms' },
    ],
  },
  { files: ['join-storm.ts'], postgres: true, expects: [{ id: 'P3', name: 'join storm: 2,000 people join and write profiles, PostgreSQL', goal: '>= 1,000 per second, 0 errors' }] },
  { files: ['registrations.ts'], postgres: true, expects: [{ id: 'P4', name: 'sign-ups per second vs raw argon2id hashes per second', goal: '>= 0.9x' }] },
  { files: ['board-fanout-2p.ts', 'board-fanout.ts'], postgres: true, expects: [fanout('PGlite'), fanout('PostgreSQL')] },
  { files: ['bundle.ts'], expects: [{ id: 'P7', name: 'join page, initial JS gzip / requests / bytes on the wire', goal: '<= 165 KB / <= 25 / precompressed brotli and gzip' }] },
  { files: ['lighthouse.ts'], expects: [lighthouse('join'), lighthouse('home')] },
  // Earlier goals, still worth a look in the same run.
  { files: ['health-vs-interests.ts'], expects: [] },
  { files: ['places-search.ts'], expects: [] },
  {
    files: ['grouping.ts'],
    expects: [
      { id: 'grouping-time', name: 'automatic groups for 10000 profiles, forming time', goal: '< 1,000 ms' },
      { id: 'grouping-overlap', name: 'shared interests per pair, formed vs random groups of the same sizes', goal: '>= 3x' },
    ],
  },
  {
    files: ['matching.ts'],
    expects: ['overlap', 'failed-joins', 'placed', 'oversuggested', 'themes', 'reasons'].map((figure) => ({ id: `matching-${figure}`, name: `matching: ${figure}`, goal: 'see matching.ts' })),
  },
  {
    files: ['rounds.ts'],
    expects: [
      { id: 'rounds-200-repeats', name: 'rounds: 200 people, tables of 4, 6 rounds, repeated pairs', goal: '0, everyone seated once' },
      { id: 'rounds-200-time', name: 'rounds: 200 people, tables of 4, 6 rounds, time to seat all', goal: '< 1,000 ms' },
      { id: 'rounds-200-affinity', name: 'rounds: mean affinity at a table vs random tables of the same sizes', goal: '>= 3x' },
      { id: 'rounds-2000-repeats', name: 'rounds: 2,000 people, tables of 6, 5 rounds, repeated pairs', goal: '0, everyone seated once' },
      { id: 'rounds-2000-time', name: 'rounds: 2,000 people, tables of 6, 5 rounds, time to seat all', goal: '< 5,000 ms' },
      { id: 'rounds-tight', name: 'rounds: 100 people, tables of 10, 12 rounds (new pairs run out), slowest round', goal: 'printed' },
    ],
  },
  {
    files: ['people-to-meet.ts'],
    expects: ['two-sided', 'spread', 'not-interested'].map((figure) => ({ id: `people-to-meet-${figure}`, name: `people to meet: ${figure}`, goal: 'see people-to-meet.ts' })),
  },
  {
    files: ['meetings-slots.ts'],
    postgres: true,
    expects: [
      { id: 'meetings-slots', name: 'common slots of two people, 10,000 attendees, 4 at a time, PostgreSQL', goal: 'p99 < 50 ms, 0 errors' },
      { id: 'meetings-request', name: 'meeting requests, 10,000 attendees, 4 at a time, PostgreSQL', goal: 'p99 < 50 ms, 0 errors' },
      { id: 'meetings-slots-16', name: 'common slots of two people, 16 at a time (the machine saturated)', goal: 'printed' },
      { id: 'meetings-request-16', name: 'meeting requests, 16 at a time (the machine saturated)', goal: 'printed' },
    ],
  },
  {
    files: ['lists.ts'],
    postgres: true,
    expects: [
      ['directory', 'attendee directory, first page'],
      ['directory-search', 'attendee directory, search by name'],
      ['directory-interest', 'attendee directory, filter by interest'],
      ['people-to-meet', 'people to meet'],
      ['groups', 'group list, first page'],
      ['board', "a board's newest page"],
      ['chat', "a chat's newest page"],
    ].map(([id, name]) => ({ id: `lists-${id}`, name: `${name}, 10,000 attendees, 50 reading at once, PostgreSQL`, goal: 'p99 < 100 ms, 0 errors' })),
  },
  {
    files: ['meetings-race.ts'],
    postgres: true,
    expects: [{ id: 'meetings-race', name: 'meetings race: 500 people, 100 slots, 20 spots, two processes, PostgreSQL', goal: '0 double bookings, 0 errors' }],
  },
  {
    files: ['live-10k.ts'],
    postgres: true,
    expects: [
      { id: 'live-connect', name: 'connect and subscribe 10,000 phones', goal: '< 10 s' },
      { id: 'live-memory', name: 'server memory per socket (RSS growth over the sockets)', goal: '<= 25 KiB' },
      { id: 'live-idle', name: 'idle CPU of all servers, 10,000 sockets open', goal: '< 0.1 cores' },
      ...[1, 2, 3].map((n) => ({ id: `live-announcement-${n}`, name: `announcement ${n} to everyone, and its words on every phone`, goal: 'p99 < 500 ms, all delivered and fetched' })),
      { id: 'live-board', name: 'board with 1,000 watchers, 10 posts/s for 20 s', goal: 'p99 < 50 ms, all delivered' },
      { id: 'live-read-profile', name: "my profile read during the board's load", goal: 'p99 < 50 ms' },
      { id: 'live-read-event', name: "the public event read during the board's load", goal: 'p99 < 50 ms' },
      { id: 'live-failover', name: 'one process killed: its phones back, subscribed and resynced', goal: 'p99 < 5 s, nothing lost' },
    ],
  },
  {
    files: ['fanout-ceiling.ts'],
    postgres: true,
    expects: [{ id: 'fanout-ceiling', name: 'live events a second through NOTIFY to 3 processes before delivery p99 passes 200 ms', goal: '>= 5,000/s' }],
  },
  // The single-process fan-out, when the two-process one lives in a file of its own.
  { files: ['board-fanout.ts'], expects: [] },
];

const here = import.meta.dirname;
const TIMEOUT_MS = 30 * 60_000;
const only = process.argv.slice(2);

type Verdict = 'met' | 'NOT met' | 'printed' | 'missing';
interface Row {
  id: string;
  name: string;
  value: string;
  goal: string;
  verdict: Verdict;
  note?: string;
}
const verdictOf = (f: Figure): Verdict => (f.met === null ? 'printed' : f.met ? 'met' : 'NOT met');

let running: { pid: number } | undefined;
// The scripts start servers of their own: on Ctrl-C, stop the whole group of the one running.
process.on('SIGINT', () => {
  if (running) process.kill(-running.pid, 'SIGTERM');
  process.exit(130);
});

/** Runs one script in a process group of its own; resolves to how it ended. */
function run(file: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: here, env, stdio: 'inherit', detached: true });
    running = { pid: child.pid! };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGTERM');
      setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 10_000).unref();
    }, TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running = undefined;
      resolve(timedOut ? `timed out after ${TIMEOUT_MS / 60_000} min` : code === 0 ? null : code !== null ? `exit code ${code}` : `killed by ${signal}`);
    });
  });
}

const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mingle-bench-')), 'figures.jsonl');
const rows: Row[] = [];
const ran = new Set<string>();
for (const script of SCRIPTS) {
  if (only.length && !only.some((o) => script.files.includes(o) || script.expects.some((e) => e.id === o))) continue;
  const file = script.files.find((f) => fs.existsSync(path.join(here, f)));
  if (!file) {
    const missing = `missing: bench/${script.files.join(' or bench/')} not found`;
    if (!script.expects.length) rows.push({ id: script.files[0]!, name: 'bench script', value: missing, goal: '-', verdict: 'missing' });
    for (const e of script.expects) rows.push({ ...e, value: missing, verdict: 'missing' });
    continue;
  }
  if (ran.has(file)) continue;
  ran.add(file);

  console.log(`\n━━ bench/${file} ━━`);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const before = readReport(reportFile).length;
  let failure: string | null = null;
  let scratch: ScratchDatabase | undefined;
  try {
    if (script.postgres) scratch = await scratchDatabase(file.replace(/\W/g, '_'));
  } catch (err) {
    failure = `no scratch database: ${(err as Error).message}`;
  }
  if (!failure) failure = await run(file, { ...env, BENCH_REPORT: reportFile, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  await scratch?.drop();
  const figures = readReport(reportFile).slice(before);

  for (const e of script.expects) {
    const found = figures.filter((f) => f.id === e.id);
    if (!found.length) rows.push({ ...e, value: `not reported${failure ? ` (bench/${file}: ${failure})` : ` by bench/${file}`}`, verdict: 'NOT met' });
    for (const f of found) rows.push({ ...f, verdict: verdictOf(f) });
  }
  for (const f of figures.filter((f) => !script.expects.some((e) => e.id === f.id))) rows.push({ ...f, verdict: verdictOf(f) });
  if (failure) rows.push({ id: file, name: `bench/${file} failed`, value: failure, goal: 'exit code 0', verdict: 'NOT met' });
  else if (!figures.length) rows.push({ id: file, name: 'its own figures, printed above', value: 'ran', goal: '-', verdict: 'printed' });
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
console.log('\n━━ figures ━━\n');
console.log('| id | figure | value | goal | verdict |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${[r.id, r.name, r.value, r.goal, r.verdict].map(cell).join(' | ')} |`);
const notes = rows.filter((r) => r.note);
if (notes.length) {
  console.log('\nnotes:');
  for (const r of notes) console.log(`- ${r.id}: ${r.note}`);
}
const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
console.log(`\nrows: ${rows.length}; ${count('met')} met, ${count('NOT met')} NOT met, ${count('printed')} printed, ${count('missing')} missing`);
console.log(`(figures as JSON lines: ${reportFile})`);
process.exitCode = count('NOT met') || count('missing') ? 1 : 0;
