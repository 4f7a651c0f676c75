import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { eventRemovals, reports } from '../../db/schema/index.js';

/* What other modules may read of the organisers' moderation record. */

/** The organisers removed this person from the event (decision 019): the join link refuses them. */
export const wasRemoved = async (db: Db | Tx, eventId: string, userId: string) =>
  (
    await db
      .select({ at: eventRemovals.removedAt })
      .from(eventRemovals)
      .where(and(eq(eventRemovals.eventId, eventId), eq(eventRemovals.userId, userId)))
  ).length > 0;

/** Reported things about a person at an event (as the queue counts them): open, and decided. */
export const reportCountsAbout = async (db: Db | Tx, eventId: string, userId: string) =>
  (
    await db
      .select({
        open: sql<number>`count(distinct (${reports.kind}, ${reports.targetId})) filter (where ${reports.status} = 'open')::int`,
        handled: sql<number>`count(distinct (${reports.kind}, ${reports.targetId}, ${reports.closedAt})) filter (where ${reports.status} <> 'open')::int`,
      })
      .from(reports)
      .where(and(eq(reports.eventId, eventId), eq(reports.targetUserId, userId)))
  )[0] ?? { open: 0, handled: 0 };
