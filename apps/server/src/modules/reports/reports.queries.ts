import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { eventRemovals } from '../../db/schema/index.js';

/* What other modules may read of the organisers' moderation record. */

/** The organisers removed this person from the event (decision 019): the join link refuses them. */
export const wasRemoved = async (db: Db | Tx, eventId: string, userId: string) =>
  (
    await db
      .select({ at: eventRemovals.removedAt })
      .from(eventRemovals)
      .where(and(eq(eventRemovals.eventId, eventId), eq(eventRemovals.userId, userId)))
  ).length > 0;
