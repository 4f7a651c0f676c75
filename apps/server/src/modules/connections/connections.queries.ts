import { and, eq, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { connectionMessages, connectionRequests, connections } from '../../db/schema/index.js';

/* What other modules may read (or end) of the connections, inside their own queries and transactions. */

type Conn = Db | Tx;

/** The connection is this person's (either side). */
export const involves = (userId: string) => or(eq(connections.initiatorId, userId), eq(connections.userId, userId))!;

/** A live connection of this event that the user is part of. */
export const findLiveFor = async (db: Conn, eventId: string, id: string, userId: string) =>
  (
    await db
      .select()
      .from(connections)
      .where(and(eq(connections.id, id), eq(connections.eventId, eventId), isNull(connections.removedAt), involves(userId)))
  )[0];

/** SQL: the two people have a live connection at the event. */
export const connectedAt = (eventId: SQLWrapper | string, a: SQLWrapper | string, b: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${connections} c where c.event_id = ${eventId} and c.removed_at is null and ((c.initiator_id = ${a} and c.user_id = ${b}) or (c.user_id = ${a} and c.initiator_id = ${b})))`;

/** SQL: the ids of the people `userId` has a live connection with at the event (for `not in`). */
export const connectedTo = (eventId: string, userId: string) =>
  sql`(select case when c.initiator_id = ${userId} then c.user_id else c.initiator_id end from ${connections} c
    where c.event_id = ${eventId} and c.removed_at is null and (c.initiator_id = ${userId} or c.user_id = ${userId}))`;

/** SQL: how many live connections `userId` has at the event. */
export const liveConnectionCount = (eventId: SQLWrapper, userId: SQLWrapper) =>
  sql<number>`(
    select count(*)::int from ${connections} c
    where c.event_id = ${eventId} and c.removed_at is null
      and (c.initiator_id = ${userId} or c.user_id = ${userId})
  )`;

/** The live connections at the event between `userId` and any of `others`. */
export const liveBetween = (eventId: string, userId: string, others: string[]) =>
  and(
    eq(connections.eventId, eventId),
    isNull(connections.removedAt),
    or(and(eq(connections.initiatorId, userId), inArray(connections.userId, others)), and(eq(connections.userId, userId), inArray(connections.initiatorId, others))),
  );

/** Which of `others` have a live connection with `userId` at the event. */
export async function connectedAmong(db: Conn, eventId: string, userId: string, others: string[]): Promise<Set<string>> {
  if (!others.length) return new Set();
  const rows = await db
    .select({ a: connections.initiatorId, b: connections.userId })
    .from(connections)
    .where(liveBetween(eventId, userId, others));
  return new Set(rows.map((r) => (r.a === userId ? r.b : r.a)));
}

/** A message of a chat of the event that `userId` is one of the two people of; `live` when the chat still is. */
export const chatMessageFor = async (db: Conn, eventId: string, id: string, userId: string) =>
  (
    await db
      .select({ authorId: connectionMessages.authorId, body: connectionMessages.body, createdAt: connectionMessages.createdAt, live: sql<boolean>`${connections.removedAt} is null` })
      .from(connectionMessages)
      .innerJoin(connections, eq(connections.id, connectionMessages.connectionId))
      .where(and(eq(connectionMessages.id, id), eq(connections.eventId, eventId), involves(userId)))
  )[0];

/**
 * Ends a person's connections at an event (kept, as a record) and cancels their open requests, in
 * the caller's transaction; the ended connections' ids.
 */
export async function endConnectionsOf(tx: Tx, eventId: string, userId: string) {
  const ended = await tx
    .update(connections)
    .set({ removedAt: sql`now()` })
    .where(and(eq(connections.eventId, eventId), isNull(connections.removedAt), involves(userId)))
    .returning({ id: connections.id });
  await tx
    .update(connectionRequests)
    .set({ status: 'cancelled', decidedAt: sql`now()` })
    .where(
      and(eq(connectionRequests.eventId, eventId), or(eq(connectionRequests.fromUserId, userId), eq(connectionRequests.toUserId, userId)), inArray(connectionRequests.status, ['pending', 'declined'])),
    );
  return ended.map((c) => c.id);
}
