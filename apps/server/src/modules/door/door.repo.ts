import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { checkIns, doorKeys, eventPasses, events, users } from '../../db/schema/index.js';
import { attendances, attendeeCount, attends, nameAtEvent, namesMatch, personAtEvent } from '../attendees/attendees.queries.js';
import { usernameOf } from '../auth/auth.queries.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An event's signing key as stored: the public half raw (what door devices import), the private PKCS#8 (pass-signing.ts makes and uses it). */
export interface StoredKey {
  keyId: string;
  publicKey: string;
  privateKey: string;
}

export interface CheckInRow {
  checkedInAt: Date;
  byName: string | null;
  deviceId: string | null;
}

/** The door's tables: the event's signing key, passes and check-ins. Names are read from the attendees module's queries. */
export const doorRepo = {
  async key(db: Db, eventId: string): Promise<StoredKey | undefined> {
    const [row] = await db.select({ keyId: doorKeys.keyId, publicKey: doorKeys.publicKey, privateKey: doorKeys.privateKey }).from(doorKeys).where(eq(doorKeys.eventId, eventId));
    return row;
  },
  /** Stores the event's key unless another process stored one first; either way the stored one is used. */
  async keepKey(db: Db, eventId: string, key: StoredKey) {
    await db
      .insert(doorKeys)
      .values({ eventId, ...key })
      .onConflictDoNothing();
  },

  /** The person's pass at the event, made on first ask (one per person and event). */
  async pass(db: Db, eventId: string, userId: string) {
    await db.insert(eventPasses).values({ eventId, userId }).onConflictDoNothing();
    const [row] = await db
      .select({ id: eventPasses.id, issuedAt: eventPasses.issuedAt })
      .from(eventPasses)
      .where(and(eq(eventPasses.eventId, eventId), eq(eventPasses.userId, userId)));
    return row!;
  },
  /** Whom a pass mail goes to, and what it says of the event; undefined once they are no longer in it. */
  async mailTo(db: Db, eventId: string, userId: string) {
    const [row] = await db
      .select({
        email: users.email,
        username: users.username,
        event: {
          id: events.id,
          name: events.name,
          slug: events.slug,
          status: events.status,
          startDate: events.startDate,
          endDate: events.endDate,
          startTime: events.startTime,
          location: events.location,
          locationTbd: events.locationTbd,
        },
      })
      .from(users)
      .innerJoin(events, eq(events.id, eventId))
      .where(and(eq(users.id, userId), attends(eventId, userId)));
    return row;
  },
  /** Whose pass it is, and whether they are still at its event (else it is revoked), in one read. */
  async passHolder(db: Db, passId: string) {
    const [row] = await db
      .select({ eventId: eventPasses.eventId, userId: eventPasses.userId, present: sql<boolean>`${attends(eventPasses.eventId, eventPasses.userId)}` })
      .from(eventPasses)
      .where(eq(eventPasses.id, passId));
    return row;
  },

  /**
   * One statement: the check-in is written only for a present attendee, and of two devices racing
   * the primary key lets one in; the other gets nothing back and reads the winner's row.
   */
  async checkIn(db: Db, c: { eventId: string; userId: string; byUserId: string; deviceId: string | null; method: 'pass' | 'name'; at: Date }) {
    const inserted = await db.execute(sql`
      insert into ${checkIns} (event_id, user_id, checked_in_at, by_user_id, device_id, method)
      select ${c.eventId}, ${c.userId}, ${c.at.toISOString()}::timestamptz, ${c.byUserId}, ${c.deviceId}, ${c.method}
      where ${attends(c.eventId, c.userId)}
      on conflict (event_id, user_id) do nothing
      returning checked_in_at`);
    const row = rowsOf<{ checked_in_at: string | Date }>(inserted)[0];
    return row ? new Date(row.checked_in_at) : null;
  },
  async checkedIn(db: Db, eventId: string, userId: string): Promise<CheckInRow | undefined> {
    const [row] = await db
      .select({ checkedInAt: checkIns.checkedInAt, byName: usernameOf(checkIns.byUserId), deviceId: checkIns.deviceId })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, eventId), eq(checkIns.userId, userId)));
    return row;
  },
  async undo(db: Db, eventId: string, userId: string) {
    const gone = await db
      .delete(checkIns)
      .where(and(eq(checkIns.eventId, eventId), eq(checkIns.userId, userId)))
      .returning({ userId: checkIns.userId });
    return gone.length > 0;
  },

  /** The person as the door shows them: their name at the event. */
  async name(db: Db, eventId: string, userId: string) {
    const rows = rowsOf<{ name: string | null }>(await db.execute(sql`select ${nameAtEvent(eventId, userId)} as name`));
    return rows[0]?.name ?? null;
  },

  /** Attendees whose name matches, with their check-in if any: a handful, never the whole list. */
  async search(db: Db, eventId: string, q: string, limit: number) {
    const attendance = attendances();
    const person = personAtEvent(eventId);
    return db
      .select({
        userId: attendance.userId,
        name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${person.firstName}, ${person.lastName})), ''), ${person.username})`,
        checkedInAt: checkIns.checkedInAt,
        checkedInBy: usernameOf(checkIns.byUserId),
      })
      .from(attendance)
      .innerJoin(person, eq(person.userId, attendance.userId))
      .leftJoin(checkIns, and(eq(checkIns.eventId, attendance.eventId), eq(checkIns.userId, attendance.userId)))
      .where(and(eq(attendance.eventId, eventId), namesMatch(q, person)))
      .orderBy(person.firstName, person.lastName, person.username)
      .limit(limit);
  },

  /** Passes of people no longer at the event (every pass when the event is cancelled). */
  async revokedPasses(db: Db, eventId: string, all: boolean) {
    const rows = await db
      .select({ id: eventPasses.id })
      .from(eventPasses)
      .where(and(eq(eventPasses.eventId, eventId), all ? sql`true` : sql`not ${attends(eventPasses.eventId, eventPasses.userId)}`));
    return rows.map((r) => r.id);
  },
  async usedPasses(db: Db, eventId: string) {
    return db
      .select({ passId: eventPasses.id, at: checkIns.checkedInAt })
      .from(checkIns)
      .innerJoin(eventPasses, and(eq(eventPasses.eventId, checkIns.eventId), eq(eventPasses.userId, checkIns.userId)))
      .where(eq(checkIns.eventId, eventId))
      .orderBy(desc(checkIns.checkedInAt));
  },
  /** Checked in (of the people still at the event) and joined. */
  async counts(db: Db, eventId: string) {
    const rows = rowsOf<{ checked_in: number; joined: number }>(
      await db.execute(sql`select
        (select count(*)::int from ${checkIns} c where c.event_id = ${eventId} and ${attends(sql`c.event_id`, sql`c.user_id`)}) as checked_in,
        ${attendeeCount(sql`${eventId}::uuid`)} as joined`),
    );
    return { checkedIn: Number(rows[0]!.checked_in), joined: Number(rows[0]!.joined) };
  },
};
