import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { prepared } from '../../db/prepared.js';
import { connectionMessages, connections } from '../../db/schema/index.js';
import { accounts } from '../auth/auth.queries.js';
import { findLiveFor, involves, liveBetween } from './connections.queries.js';
import { nameAtEvent } from '../attendees/attendees.queries.js';
import { markHeldBetween } from '../meetings/meetings.queries.js';

type Conn = Db | Tx;
export type ConnectionRow = typeof connections.$inferSelect;

/** A chat author as people see them: the full name on their profile at the connection's event, else the username. */
const chatName = sql<string>`${nameAtEvent(sql`(select c.event_id from ${connections} c where c.id = ${connectionMessages.connectionId})`, connectionMessages.authorId)}`;
const author = accounts();
const messageSelect = (db: Conn) =>
  db.select({ m: connectionMessages, authorName: chatName, authorUsername: author.username }).from(connectionMessages).innerJoin(author, eq(author.id, connectionMessages.authorId));
// A chat screen opens with its newest page, and asks again after a lost connection: prepared.
const newestMessages = prepared((db) =>
  messageSelect(db)
    .where(eq(connectionMessages.connectionId, sql.placeholder('connectionId')))
    .orderBy(desc(connectionMessages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('chat_newest_page'),
);
export type ChatRow = Awaited<ReturnType<ReturnType<typeof messageSelect>['execute']>>[number];

export const connectionsRepo = {
  livePair: async (db: Conn, eventId: string, a: string, b: string) =>
    (
      await db
        .select()
        .from(connections)
        .where(liveBetween(eventId, a, [b]))
    )[0],
  /** Their accepted meeting of about now, marked held: a scan or a yes is the two meeting (decision 041). */
  markMeetingsHeld: (db: Conn, eventId: string, a: string, b: string) => markHeldBetween(db, eventId, a, b),
  insert: async (db: Conn, v: typeof connections.$inferInsert) => (await db.insert(connections).values(v).returning())[0]!,
  /** A live connection of this event that the user is part of. */
  findLiveFor,
  remove: (db: Conn, id: string) =>
    db
      .update(connections)
      .set({ removedAt: new Date() })
      .where(and(eq(connections.id, id), isNull(connections.removedAt))),
  touch: (db: Conn, id: string) => db.update(connections).set({ lastActivityAt: new Date() }).where(eq(connections.id, id)),

  async page(db: Conn, eventId: string, userId: string, page: number, pageSize: number) {
    const rows = await db
      .select()
      .from(connections)
      .where(and(eq(connections.eventId, eventId), isNull(connections.removedAt), involves(userId)))
      .orderBy(desc(connections.lastActivityAt), desc(connections.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  // Chat.
  lastMessages: async (db: Conn, connectionIds: string[]) => {
    if (!connectionIds.length) return [];
    const latest = db
      .select({ id: sql<string>`max(${connectionMessages.seq})`.as('max_seq') })
      .from(connectionMessages)
      .where(inArray(connectionMessages.connectionId, connectionIds))
      .groupBy(connectionMessages.connectionId);
    return messageSelect(db).where(inArray(connectionMessages.seq, sql`(select max_seq from ${latest.as('latest')})`));
  },
  findMessage: async (db: Conn, connectionId: string, id: string) => (await messageSelect(db).where(and(eq(connectionMessages.connectionId, connectionId), eq(connectionMessages.id, id))))[0],
  async pageBefore(db: Db, connectionId: string, beforeSeq: number | undefined, limit: number) {
    const rows =
      beforeSeq === undefined
        ? await newestMessages(db).execute({ connectionId, limit: limit + 1 })
        : await messageSelect(db)
            .where(and(eq(connectionMessages.connectionId, connectionId), lt(connectionMessages.seq, beforeSeq)))
            .orderBy(desc(connectionMessages.seq))
            .limit(limit + 1);
    return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
  },
  async changedSince(db: Conn, connectionId: string, since: Date, limit: number) {
    const rows = await messageSelect(db)
      .where(and(eq(connectionMessages.connectionId, connectionId), gt(connectionMessages.updatedAt, since)))
      .orderBy(asc(connectionMessages.seq))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  },
  insertMessage: async (db: Conn, v: typeof connectionMessages.$inferInsert) => (await db.insert(connectionMessages).values(v).returning())[0]!,
};
