/**
 * The plans of the attendee lists' main queries (bench/lists.ts), as the server's own repositories
 * write them: each repository call runs once on a logging connection, and every statement it sent
 * is run again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Evidence for the indexes
 * the lists use, printed after the load.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/index.js';
import { schema } from '../../apps/server/src/db/index.js';
import { attendeesRepo } from '../../apps/server/src/modules/attendees/attendees.repo.js';
import { intentsAnswering } from '../../apps/server/src/modules/attendees/intent-match.js';
import { peopleToMeetRepo } from '../../apps/server/src/modules/attendees/people-to-meet.repo.js';
import { connectionsRepo } from '../../apps/server/src/modules/connections/connections.repo.js';
import { groupsRepo } from '../../apps/server/src/modules/groups/groups.repo.js';

interface Reading {
  eventId: string;
  reader: string;
  interest: string;
  q: string;
  board: string;
  chat: string;
}

export async function printListPlans(url: string, r: Reading) {
  // One connection, so the repositories' statements run in turn as the server would run them.
  const client = new pg.Pool({ connectionString: url, max: 1 });
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (query, params) => void sent.push({ query, params }) } }) as unknown as Db;
  const plain = drizzle(client, { schema }) as unknown as Db;
  const page = { page: 1, pageSize: 20 };
  const explain = async (label: string, call: (db: Db) => Promise<unknown>) => {
    sent.length = 0;
    await call(db);
    for (const [i, s] of sent.entries()) {
      const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.query}`, s.params)).rows.map((row) => row['QUERY PLAN']);
      console.log(`\nplan, ${label}${sent.length > 1 ? ` (statement ${i + 1} of ${sent.length})` : ''}:\n  ${plan.join('\n  ')}`);
    }
  };
  try {
    console.log('\n━━ plans of the lists (EXPLAIN (ANALYZE, BUFFERS), after the load) ━━');
    await explain('directory, first page', (db) => attendeesRepo.directory(db, r.eventId, r.reader, page));
    await explain(`directory, search "${r.q}"`, (db) => attendeesRepo.directory(db, r.eventId, r.reader, { ...page, q: r.q }));
    // The search's worst case: nobody matches, so every person of the event is tested.
    await explain('directory, search matching nobody', (db) => attendeesRepo.directory(db, r.eventId, r.reader, { ...page, q: 'nobody by this name' }));
    await explain(`directory, interest ${r.interest}`, (db) => attendeesRepo.directory(db, r.eventId, r.reader, { ...page, interest: r.interest }));
    const mine = (await peopleToMeetRepo.mine(plain, r.eventId, r.reader))!;
    await explain('people to meet, candidates', (db) => peopleToMeetRepo.candidates(db, r.eventId, r.reader, { ...mine, answering: intentsAnswering(mine.intents) }, [], 5));
    await explain('group list, first page', (db) => groupsRepo.page(db, r.eventId, { ...page, includeInactive: false }));
    await explain("board's newest page", (db) => groupsRepo.pageBefore(db, r.board, undefined, 30));
    await explain("board's pinned message", (db) => groupsRepo.pinnedMessage(db, r.board));
    await explain("chat's newest page", (db) => connectionsRepo.pageBefore(db, r.chat, undefined, 30));
  } finally {
    await client.end();
  }
}
