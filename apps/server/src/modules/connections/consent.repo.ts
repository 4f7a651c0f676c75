import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { connectionCodes, connectionRequests } from '../../db/schema/index.js';

type Conn = Db | Tx;
export type RequestRow = typeof connectionRequests.$inferSelect;
/** Clocks of phones and servers differ a little: a code is taken this long before and after its window. */
const GRACE = sql`interval '30 seconds'`;

const between = (a: string, b: string) =>
  or(and(eq(connectionRequests.fromUserId, a), eq(connectionRequests.toUserId, b)), and(eq(connectionRequests.fromUserId, b), eq(connectionRequests.toUserId, a)))!;

/** The QR codes that prove a meeting, and the requests that stand in for one. */
/** Requests at this event from one person to another. */
const fromTo = (eventId: string, fromUserId: string, toUserId: string) =>
  and(eq(connectionRequests.eventId, eventId), eq(connectionRequests.fromUserId, fromUserId), eq(connectionRequests.toUserId, toUserId));

export const consentRepo = {
  /** A new batch replaces my codes not yet valid, and old ones are dropped: a few rows per person at most. */
  async replaceCodes(db: Conn, eventId: string, userId: string, rows: { codeHash: string; validFrom: Date; validUntil: Date }[]) {
    await db.transaction(async (tx) => {
      await tx
        .delete(connectionCodes)
        .where(
          and(
            eq(connectionCodes.userId, userId),
            or(lt(connectionCodes.validUntil, sql`now() - interval '1 hour'`), and(eq(connectionCodes.eventId, eventId), gt(connectionCodes.validFrom, sql`now()`))),
          ),
        );
      await tx.insert(connectionCodes).values(rows.map((r) => ({ ...r, eventId, userId })));
    });
  },
  /** Marks the code used if it is this person's, for this event, unused and in its window; else nothing. */
  claimCode: async (db: Conn, codeHash: string, eventId: string, ownerId: string, scannerId: string) =>
    (
      await db
        .update(connectionCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(connectionCodes.codeHash, codeHash),
            eq(connectionCodes.eventId, eventId),
            eq(connectionCodes.userId, ownerId),
            isNull(connectionCodes.usedAt),
            sql`now() between ${connectionCodes.validFrom} - ${GRACE} and ${connectionCodes.validUntil} + ${GRACE}`,
            sql`${ownerId} <> ${scannerId}`,
          ),
        )
        .returning({ codeHash: connectionCodes.codeHash })
    ).length === 1,
  findCode: async (db: Conn, codeHash: string) =>
    (
      await db
        .select({
          eventId: connectionCodes.eventId,
          userId: connectionCodes.userId,
          usedAt: connectionCodes.usedAt,
          expired: sql<boolean>`now() > ${connectionCodes.validUntil} + ${GRACE}`,
        })
        .from(connectionCodes)
        .where(eq(connectionCodes.codeHash, codeHash))
    )[0],

  /** The open (pending or declined, not withdrawn) request from one person to another. */
  openFrom: async (db: Conn, eventId: string, fromUserId: string, toUserId: string) =>
    (
      await db
        .select()
        .from(connectionRequests)
        .where(and(fromTo(eventId, fromUserId, toUserId), inArray(connectionRequests.status, ['pending', 'declined'])))
    )[0],
  insertRequest: async (db: Conn, v: { eventId: string; fromUserId: string; toUserId: string }) => (await db.insert(connectionRequests).values(v).onConflictDoNothing().returning())[0],
  /** Asking again after withdrawing a declined request shows it to me again, and still not to them. */
  unwithdraw: async (db: Conn, id: string) => (await db.update(connectionRequests).set({ withdrawnAt: null }).where(eq(connectionRequests.id, id)).returning())[0]!,
  find: async (db: Conn, eventId: string, id: string) =>
    (
      await db
        .select()
        .from(connectionRequests)
        .where(and(eq(connectionRequests.eventId, eventId), eq(connectionRequests.id, id)))
    )[0],
  /** Moves a request from one status to another; false when someone else moved it first. */
  decide: async (db: Conn, id: string, from: RequestRow['status'], to: RequestRow['status']) =>
    (
      await db
        .update(connectionRequests)
        .set({ status: to, decidedAt: sql`now()` })
        .where(and(eq(connectionRequests.id, id), eq(connectionRequests.status, from)))
        .returning({ id: connectionRequests.id })
    ).length === 1,
  /** Marks a request taken back by its asker (pending ones are cancelled first): the cooling-off reads it. */
  withdraw: (db: Conn, id: string) =>
    db
      .update(connectionRequests)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(connectionRequests.id, id)),
  /** Whether the asker took back a request to this person within the last `ms`. */
  withdrawnWithin: async (db: Conn, eventId: string, fromUserId: string, toUserId: string, ms: number) =>
    (
      await db
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(and(fromTo(eventId, fromUserId, toUserId), gt(connectionRequests.withdrawnAt, sql`now() - ${ms} * interval '1 millisecond'`)))
        .limit(1)
    ).length === 1,
  /** A block (decision 019) ends whatever either asked the other, as if taken back. */
  cancelBetween: (db: Conn, eventId: string, a: string, b: string) =>
    db
      .update(connectionRequests)
      .set({ status: 'cancelled', decidedAt: sql`now()` })
      .where(and(eq(connectionRequests.eventId, eventId), between(a, b), inArray(connectionRequests.status, ['pending', 'declined']))),
  /** Once two people are connected, whatever either asked the other is settled. */
  settleBetween: (db: Conn, eventId: string, a: string, b: string) =>
    db
      .update(connectionRequests)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(and(eq(connectionRequests.eventId, eventId), between(a, b), inArray(connectionRequests.status, ['pending', 'declined']))),

  incoming: (db: Conn, eventId: string, userId: string, limit: number) =>
    db
      .select()
      .from(connectionRequests)
      .where(and(eq(connectionRequests.eventId, eventId), eq(connectionRequests.toUserId, userId), eq(connectionRequests.status, 'pending')))
      .orderBy(desc(connectionRequests.createdAt))
      .limit(limit),
  outgoing: (db: Conn, eventId: string, userId: string, limit: number) =>
    db
      .select()
      .from(connectionRequests)
      .where(
        and(eq(connectionRequests.eventId, eventId), eq(connectionRequests.fromUserId, userId), inArray(connectionRequests.status, ['pending', 'declined']), isNull(connectionRequests.withdrawnAt)),
      )
      .orderBy(desc(connectionRequests.createdAt))
      .limit(limit),
  /** An open request between two people, either way, as the first of them sees it. */
  async openBetween(db: Conn, eventId: string, me: string, other: string) {
    const rows = await db
      .select()
      .from(connectionRequests)
      .where(and(eq(connectionRequests.eventId, eventId), between(me, other), inArray(connectionRequests.status, ['pending', 'declined'])));
    const mine = rows.find((r) => r.fromUserId === me && !r.withdrawnAt);
    if (mine) return { requestId: mine.id, direction: 'outgoing' as const };
    const theirs = rows.find((r) => r.fromUserId === other && r.status === 'pending');
    return theirs ? { requestId: theirs.id, direction: 'incoming' as const } : null;
  },
};
