import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import {
  eventAttendees,
  gatheringAttendance,
  gatherings,
  groups,
  meetingAvailability,
  meetingBookings,
  meetingSettings,
  meetingSpots,
  meetings,
  type StoredMeetingWindow,
} from '../../db/schema/index.js';
import { eventsQuery } from '../events/events.queries.js';

type Conn = Db | Tx;
export type MeetingRow = typeof meetings.$inferSelect;
export type SpotRow = { id: string; name: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const involves = (userId: string) => or(eq(meetings.requesterId, userId), eq(meetings.inviteeId, userId));
const pair = (a: string, b: string) => or(and(eq(meetings.requesterId, a), eq(meetings.inviteeId, b)), and(eq(meetings.requesterId, b), eq(meetings.inviteeId, a)));

/** The meetings module's tables (decision 041). */
export const meetingsRepo = {
  async settings(db: Conn, eventId: string) {
    const [row] = await db.select().from(meetingSettings).where(eq(meetingSettings.eventId, eventId));
    return row;
  },
  /** The settings row, made if missing and locked: a save and an accept of the event's meetings take turns. */
  async lockSettings(tx: Tx, eventId: string, mode: 'update' | 'share') {
    await tx.insert(meetingSettings).values({ eventId }).onConflictDoNothing();
    const [row] = await tx.select().from(meetingSettings).where(eq(meetingSettings.eventId, eventId)).for(mode);
    return row!;
  },
  saveSettings: (tx: Tx, eventId: string, v: { enabled: boolean; slotMinutes: number; windows: StoredMeetingWindow[] }) =>
    tx
      .update(meetingSettings)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(meetingSettings.eventId, eventId)),

  /** The event's first and last instant: its first day's start and last day's end on its own clock. */
  async eventBounds(db: Conn, eventId: string) {
    const event = eventsQuery();
    const rows = rowsOf<{ starts: string | Date; ends: string | Date }>(
      await db.execute(sql`select
        ((${event.startDate} + coalesce(${event.startTime}, '00:00')::time) at time zone ${event.timeZone}) as starts,
        ((${event.endDate} + coalesce(${event.endTime}, '24:00')::time) at time zone ${event.timeZone}) as ends
        from ${event} where ${event.id} = ${eventId}`),
    );
    const r = rows[0]!;
    return { startsAt: new Date(r.starts), endsAt: new Date(r.ends) };
  },

  spots: (db: Conn, eventId: string): Promise<SpotRow[]> =>
    db
      .select({ id: meetingSpots.id, name: meetingSpots.name })
      .from(meetingSpots)
      .where(and(eq(meetingSpots.eventId, eventId), isNull(meetingSpots.removedAt)))
      .orderBy(asc(meetingSpots.position), asc(meetingSpots.id)),
  async spot(db: Conn, eventId: string, spotId: string) {
    const [row] = await db
      .select({ id: meetingSpots.id, name: meetingSpots.name, removedAt: meetingSpots.removedAt })
      .from(meetingSpots)
      .where(and(eq(meetingSpots.eventId, eventId), eq(meetingSpots.id, spotId)));
    return row;
  },
  spotsByIds: (db: Conn, ids: string[]) =>
    ids.length ? db.select({ id: meetingSpots.id, name: meetingSpots.name }).from(meetingSpots).where(inArray(meetingSpots.id, ids)) : Promise.resolve([] as SpotRow[]),
  /** The spots as saved: kept ones renamed and reordered, new ones added, missing ones marked removed. */
  async saveSpots(tx: Tx, eventId: string, spots: { id?: string | undefined; name: string }[]) {
    const keep = spots.filter((s) => s.id).map((s) => s.id!);
    await tx
      .update(meetingSpots)
      .set({ removedAt: new Date() })
      .where(and(eq(meetingSpots.eventId, eventId), isNull(meetingSpots.removedAt), keep.length ? sql`${meetingSpots.id} not in ${keep}` : undefined));
    for (const [position, s] of spots.entries()) {
      if (s.id)
        await tx
          .update(meetingSpots)
          .set({ name: s.name, position })
          .where(and(eq(meetingSpots.eventId, eventId), eq(meetingSpots.id, s.id)));
      else await tx.insert(meetingSpots).values({ eventId, name: s.name, position });
    }
  },

  /** Accepted meetings still to come at the event. */
  upcomingAccepted: (db: Conn, eventId: string, now: Date) =>
    db
      .select({ id: meetings.id, startsAt: meetings.startsAt, endsAt: meetings.endsAt, spotId: meetings.spotId })
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.status, 'accepted'), gt(meetings.endsAt, now))),

  async free(db: Conn, eventId: string, userIds: string[]) {
    const rows = await db
      .select({ userId: meetingAvailability.userId, startsAt: meetingAvailability.startsAt })
      .from(meetingAvailability)
      .where(and(eq(meetingAvailability.eventId, eventId), inArray(meetingAvailability.userId, userIds)));
    return rows;
  },
  async setFree(db: Db, eventId: string, userId: string, starts: Date[]) {
    await db.transaction(async (tx) => {
      await tx.delete(meetingAvailability).where(and(eq(meetingAvailability.eventId, eventId), eq(meetingAvailability.userId, userId)));
      if (starts.length) await tx.insert(meetingAvailability).values(starts.map((startsAt) => ({ eventId, userId, startsAt })));
    });
  },
  /**
   * The bookings of some people and of every spot of the event: not the whole event's, which grow
   * with its meetings (the people's through the person key, the spots' through the spot key).
   */
  async bookings(db: Conn, eventId: string, userIds: string[]) {
    const columns = { userId: meetingBookings.userId, spotId: meetingBookings.spotId, startsAt: meetingBookings.startsAt };
    // Two reads, not one with OR: each keeps to its own index.
    const [theirs, spots] = await Promise.all([
      db
        .select(columns)
        .from(meetingBookings)
        .where(and(eq(meetingBookings.eventId, eventId), inArray(meetingBookings.userId, userIds))),
      db.select(columns).from(meetingBookings).innerJoin(meetingSpots, eq(meetingSpots.id, meetingBookings.spotId)).where(eq(meetingSpots.eventId, eventId)),
    ]);
    return [...theirs, ...spots];
  },
  async personBookedAt(db: Conn, eventId: string, userId: string, startsAt: Date) {
    const [row] = await db
      .select({ id: meetingBookings.id })
      .from(meetingBookings)
      .where(and(eq(meetingBookings.eventId, eventId), eq(meetingBookings.userId, userId), eq(meetingBookings.startsAt, startsAt)));
    return !!row;
  },
  async spotBookedAt(db: Conn, spotId: string, startsAt: Date) {
    const [row] = await db
      .select({ id: meetingBookings.id })
      .from(meetingBookings)
      .where(and(eq(meetingBookings.spotId, spotId), eq(meetingBookings.startsAt, startsAt)));
    return !!row;
  },
  /** The accept's bookings: both people, and the spot when there is one. A unique key refuses a taken slot or spot. */
  book: (tx: Tx, m: MeetingRow) =>
    tx
      .insert(meetingBookings)
      .values([
        { meetingId: m.id, eventId: m.eventId, userId: m.requesterId, startsAt: m.startsAt },
        { meetingId: m.id, eventId: m.eventId, userId: m.inviteeId, startsAt: m.startsAt },
        ...(m.spotId ? [{ meetingId: m.id, eventId: m.eventId, spotId: m.spotId, startsAt: m.startsAt }] : []),
      ]),
  unbook: (db: Conn, meetingId: string) => db.delete(meetingBookings).where(eq(meetingBookings.meetingId, meetingId)),

  async find(db: Conn, eventId: string, id: string) {
    const [row] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.id, id)));
    return row;
  },
  /** The open request between two people (pending underneath), if any. */
  async openBetween(db: Conn, eventId: string, a: string, b: string) {
    const [row] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.status, 'pending'), pair(a, b)));
    return row;
  },
  /** A request of `asker`'s that the other declined, still to come and not taken back: to the asker it is still open. */
  async silentlyDeclined(db: Conn, eventId: string, asker: string, other: string, now: Date) {
    const [row] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.status, 'declined'), eq(meetings.declinedBy, other), pair(asker, other), isNull(meetings.withdrawnAt), gt(meetings.endsAt, now)))
      .orderBy(desc(meetings.updatedAt))
      .limit(1);
    return row;
  },
  /** Requests `userId` asked that wait for an answer (a silent decline still counts: they cannot tell). */
  async openAskedBy(db: Conn, eventId: string, userId: string, now: Date) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${meetings}
        where ${meetings.eventId} = ${eventId} and ${meetings.requesterId} = ${userId} and ${meetings.endsAt} > ${now.toISOString()}::timestamptz
          and (${meetings.status} = 'pending' or (${meetings.status} = 'declined' and ${meetings.declinedBy} <> ${userId} and ${meetings.withdrawnAt} is null))`),
    );
    return Number(rows[0]!.n);
  },
  insert: async (db: Conn, v: typeof meetings.$inferInsert) => (await db.insert(meetings).values(v).returning())[0]!,
  /** One conditional update: a change applies only to the state it was decided on. */
  async update(db: Conn, id: string, when: { status?: MeetingRow['status']; turnUserId?: string }, set: Partial<typeof meetings.$inferInsert>) {
    const [row] = await db
      .update(meetings)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(meetings.id, id), when.status ? eq(meetings.status, when.status) : undefined, when.turnUserId ? eq(meetings.turnUserId, when.turnUserId) : undefined))
      .returning();
    return row;
  },
  /** One person says it was held; `held_at` is set in the same statement once both have. */
  async sayHeld(db: Conn, id: string, side: 'requester' | 'invitee') {
    const mine = side === 'requester' ? sql`requester_held_at` : sql`invitee_held_at`;
    const theirs = side === 'requester' ? sql`invitee_held_at` : sql`requester_held_at`;
    const rows = rowsOf<{ id: string; newly: boolean }>(
      await db.execute(sql`update meetings set ${mine} = coalesce(${mine}, now()),
          held_at = case when ${theirs} is not null then coalesce(held_at, now()) else held_at end, updated_at = now()
        where id = ${id} and status = 'accepted'
        returning id`),
    );
    return rows.length > 0;
  },

  async page(db: Conn, eventId: string, userId: string, when: 'upcoming' | 'past', now: Date, page: number, pageSize: number) {
    const rows = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), involves(userId), when === 'upcoming' ? gt(meetings.endsAt, now) : lte(meetings.endsAt, now)))
      .orderBy(when === 'upcoming' ? asc(meetings.startsAt) : desc(meetings.startsAt), asc(meetings.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize);
    return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  },
  acceptedFrom: (db: Conn, eventId: string, userId: string, from: Date) =>
    db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), involves(userId), eq(meetings.status, 'accepted'), gt(meetings.endsAt, from)))
      .orderBy(asc(meetings.startsAt)),

  /** Gatherings of the event I marked going, from `fromDate` (the event's day) on. */
  goingGatherings: (db: Conn, eventId: string, timeZone: string, userId: string, fromDate: string) =>
    db
      .select({
        startsAt: sql<string | Date>`((${gatherings.startDate} + ${gatherings.startHour}::time) at time zone ${timeZone})`,
        endsAt: sql<string | Date | null>`((${gatherings.startDate} + ${gatherings.endHour}::time) at time zone ${timeZone})`,
        id: gatherings.id,
        groupId: groups.id,
        groupName: groups.name,
        title: gatherings.title,
        location: gatherings.location,
      })
      .from(gatheringAttendance)
      .innerJoin(gatherings, eq(gatherings.id, gatheringAttendance.gatheringId))
      .innerJoin(groups, eq(groups.id, gatherings.groupId))
      .where(
        and(
          eq(gatheringAttendance.userId, userId),
          eq(gatheringAttendance.status, 'going'),
          eq(groups.eventId, eventId),
          isNull(groups.deactivatedAt),
          isNull(gatherings.cancelledAt),
          sql`${gatherings.startDate} >= ${fromDate}::date`,
        ),
      ),
  /** "YYYY-MM-DD" of today on the event's clock. */
  async today(db: Conn, timeZone: string) {
    const rows = rowsOf<{ d: string }>(await db.execute(sql`select to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD') as d`));
    return rows[0]!.d;
  },
  /** The instant a day starts on the event's clock. */
  async eventDayStart(db: Conn, day: string, timeZone: string) {
    const rows = rowsOf<{ t: string | Date }>(await db.execute(sql`select (${day}::date::timestamp at time zone ${timeZone}) as t`));
    return rows[0] ? new Date(rows[0].t) : undefined;
  },

  /** Reminders due within `leadMinutes`, claimed in one UPDATE so each goes once however many processes sweep. */
  async claimDueReminders(db: Db, leadMinutes: number) {
    const event = eventsQuery();
    return rowsOf<{ id: string; eventId: string; slug: string; requesterId: string; inviteeId: string; startsAt: string | Date; timeZone: string; spot: string | null }>(
      await db.execute(sql`
        update meetings m set reminded_at = now()
        from ${event}
        where event.id = m.event_id and m.status = 'accepted' and m.reminded_at is null
          and m.starts_at > now() and m.starts_at <= now() + make_interval(mins => ${leadMinutes})
          and exists (select 1 from ${eventAttendees} a where a.event_id = m.event_id and a.user_id = m.requester_id)
          and exists (select 1 from ${eventAttendees} a where a.event_id = m.event_id and a.user_id = m.invitee_id)
        returning m.id, m.event_id as "eventId", event.slug, m.requester_id as "requesterId", m.invitee_id as "inviteeId", m.starts_at as "startsAt", event.time_zone as "timeZone",
          (select s.name from meeting_spots s where s.id = m.spot_id) as spot`),
    );
  },
};
