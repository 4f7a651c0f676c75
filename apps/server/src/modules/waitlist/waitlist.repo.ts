import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { eventWaitlist } from '../../db/schema/index.js';
import { accounts } from '../auth/auth.queries.js';
import { eventsQuery } from '../events/events.queries.js';
import { eventsWithLines, leaveLine, offerFreePlaces, placeOf, promote } from './places.queries.js';

export const waitlistRepo = {
  /** Each decision in a transaction of its own, under the event's lock (places.queries.ts). */
  placeOf: (db: Db, eventId: string, userId: string) => db.transaction((tx) => placeOf(tx, eventId, userId)),
  promote: (db: Db, eventId: string, userId: string, override: boolean) => db.transaction((tx) => promote(tx, eventId, userId, override)),
  leaveLine: (db: Db, eventId: string, userId: string) => db.transaction((tx) => leaveLine(tx, eventId, [userId])),
  offerFreePlaces: (db: Db, eventId: string) => db.transaction((tx) => offerFreePlaces(tx, eventId)),
  eventsWithLines: (db: Db) => db.transaction((tx) => eventsWithLines(tx)),

  /** The line, then those waiting for approval, each by arrival with their number. */
  async page(db: Db, eventId: string, page: number, pageSize: number) {
    const account = accounts();
    const rows = await db
      .select({
        userId: eventWaitlist.userId,
        username: account.username,
        kind: eventWaitlist.kind,
        position: sql<number>`(row_number() over (partition by ${eventWaitlist.kind} order by ${eventWaitlist.arrival}))::int`,
        arrivedAt: eventWaitlist.arrivedAt,
        offerExpiresAt: sql<Date | null>`case when ${eventWaitlist.offerExpiresAt} > now() then ${eventWaitlist.offerExpiresAt} end`.mapWith((v) => (v ? new Date(v as string) : null)),
      })
      .from(eventWaitlist)
      .innerJoin(account, eq(account.id, eventWaitlist.userId))
      .where(eq(eventWaitlist.eventId, eventId))
      .orderBy(sql`${eventWaitlist.kind} desc`, eventWaitlist.arrival)
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },

  /**
   * Open offers nobody was told of yet, marked told in the same statement: each offer is mailed
   * once however many processes sweep at the same time. With an event: that event's offers only.
   */
  async claimUntold(db: Db, eventId?: string) {
    const claimed = await db
      .update(eventWaitlist)
      .set({ offerMailedAt: sql`now()` })
      .where(and(eventId ? eq(eventWaitlist.eventId, eventId) : undefined, isNotNull(eventWaitlist.offeredAt), isNull(eventWaitlist.offerMailedAt), gt(eventWaitlist.offerExpiresAt, sql`now()`)))
      .returning({ eventId: eventWaitlist.eventId, userId: eventWaitlist.userId, expiresAt: eventWaitlist.offerExpiresAt });
    return claimed.map((c) => ({ ...c, expiresAt: c.expiresAt! }));
  },

  /** Whom to write to about an event: their address and username, and the event's name, slug and clock. */
  async recipient(db: Db, eventId: string, userId: string) {
    const account = accounts();
    const event = eventsQuery();
    const [row] = await db
      .select({ email: account.email, username: account.username, eventName: event.name, slug: event.slug, timeZone: event.timeZone })
      .from(account)
      .innerJoin(event, eq(event.id, eventId))
      .where(eq(account.id, userId));
    return row;
  },
};
