import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { blocks } from '../../db/schema/index.js';
import { namesOf, personAtEvent } from '../attendees/attendees.queries.js';
import { cancelMeetingsOf } from '../meetings/meetings.queries.js';

type Conn = Db | Tx;

export const blocksRepo = {
  /** The two people's meetings still to come end with the block, as cancelled by the one blocking. */
  endMeetings: (tx: Tx, eventId: string, blocker: string, blocked: string) => cancelMeetingsOf(tx, eventId, [blocker], blocked),
  /** Whether a new block was written (false: the blocker had already blocked them). */
  insert: async (db: Conn, eventId: string, blockerId: string, blockedId: string) =>
    (await db.insert(blocks).values({ eventId, blockerId, blockedId }).onConflictDoNothing().returning({ at: blocks.createdAt })).length === 1,
  /** Whether there was a block to lift. */
  remove: async (db: Conn, eventId: string, blockerId: string, blockedId: string) =>
    (
      await db
        .delete(blocks)
        .where(and(eq(blocks.eventId, eventId), eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ at: blocks.createdAt })
    ).length === 1,
  /** When the blocker blocked them at the event, if they did. */
  madeAt: async (db: Conn, eventId: string, blockerId: string, blockedId: string) =>
    (
      await db
        .select({ at: blocks.createdAt })
        .from(blocks)
        .where(and(eq(blocks.eventId, eventId), eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    )[0]?.at,
  exists: async (db: Conn, eventId: string, blockerId: string, blockedId: string) =>
    (
      await db
        .select({ at: blocks.createdAt })
        .from(blocks)
        .where(and(eq(blocks.eventId, eventId), eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    ).length === 1,

  /** Everyone this person blocked at the event or who blocked them there. */
  async eitherWay(db: Conn, eventId: string, userId: string): Promise<string[]> {
    const rows = await db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(and(eq(blocks.eventId, eventId), or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId))));
    return rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId));
  },

  /** The people I blocked at the event, newest first, with their names there. */
  async page(db: Conn, eventId: string, blockerId: string, page: number, pageSize: number) {
    const person = personAtEvent(eventId);
    const rows = await db
      .select({
        userId: person.userId,
        ...namesOf(person),
        blockedAt: blocks.createdAt,
      })
      .from(blocks)
      .innerJoin(person, eq(person.userId, blocks.blockedId))
      .where(and(eq(blocks.eventId, eventId), eq(blocks.blockerId, blockerId)))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },
};
