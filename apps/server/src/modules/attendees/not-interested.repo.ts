import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { notInterested } from '../../db/schema/index.js';

type Conn = Db | Tx;

/** My "not interested" marks at an event (decision 043): only I ever read mine. */
export const notInterestedRepo = {
  async has(db: Conn, eventId: string, userId: string, otherUserId: string): Promise<boolean> {
    const [row] = await db
      .select({ at: notInterested.createdAt })
      .from(notInterested)
      .where(and(eq(notInterested.eventId, eventId), eq(notInterested.userId, userId), eq(notInterested.otherUserId, otherUserId)));
    return !!row;
  },
  async add(db: Conn, eventId: string, userId: string, otherUserId: string): Promise<void> {
    await db.insert(notInterested).values({ eventId, userId, otherUserId }).onConflictDoNothing();
  },
  async remove(db: Conn, eventId: string, userId: string, otherUserId: string): Promise<void> {
    await db.delete(notInterested).where(and(eq(notInterested.eventId, eventId), eq(notInterested.userId, userId), eq(notInterested.otherUserId, otherUserId)));
  },
};
