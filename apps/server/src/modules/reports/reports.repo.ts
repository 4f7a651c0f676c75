import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { connectionMessages, connections, groupMessages, groups, reports } from '../../db/schema/index.js';

type Conn = Db | Tx;

/** What an attendee may report, found as they could see it; undefined when it is not there for them. */
export const reportsRepo = {
  /** A board message of one of the event's groups. */
  boardMessage: async (db: Conn, eventId: string, id: string) =>
    (
      await db
        .select({ authorId: groupMessages.authorId, body: groupMessages.body, deletedAt: groupMessages.deletedAt, createdAt: groupMessages.createdAt })
        .from(groupMessages)
        .innerJoin(groups, eq(groups.id, groupMessages.groupId))
        .where(and(eq(groupMessages.id, id), eq(groups.eventId, eventId)))
    )[0],
  /** A message of a chat of the event that `userId` is one of the two people of; `live` when the chat still is. */
  chatMessage: async (db: Conn, eventId: string, id: string, userId: string) =>
    (
      await db
        .select({ authorId: connectionMessages.authorId, body: connectionMessages.body, createdAt: connectionMessages.createdAt, live: sql<boolean>`${connections.removedAt} is null` })
        .from(connectionMessages)
        .innerJoin(connections, eq(connections.id, connectionMessages.connectionId))
        .where(
          and(
            eq(connectionMessages.id, id),
            eq(connections.eventId, eventId),
            or(eq(connections.initiatorId, userId), eq(connections.userId, userId)),
          ),
        )
    )[0],

  /** The new report, or undefined when this person already reported this thing (reports_once_key). */
  insert: async (db: Conn, v: typeof reports.$inferInsert) =>
    (await db.insert(reports).values(v).onConflictDoNothing({ target: [reports.reporterId, reports.kind, reports.targetId] }).returning())[0],
};
