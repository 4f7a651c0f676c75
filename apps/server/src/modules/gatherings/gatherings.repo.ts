import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DELETED_USER_NAME } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { dbNowIso } from '../../db/now.js';
import { gatheringAttendance, gatherings } from '../../db/schema/index.js';
import { fillPlaces } from './gatherings.queries.js';
import { nameAtEvent, namesOf, personAtEvent } from '../attendees/attendees.queries.js';
import { accounts } from '../auth/auth.queries.js';
import { eventSummary } from '../events/events.queries.js';
import { groupsQuery } from '../groups/groups.queries.js';

type Conn = Db | Tx;

/** The gathering's group (its name, icon, event and whether it is active). */
const grp = groupsQuery();

/** Over once its end hour (or start hour, without one) has passed on the event's wall clock. */
const expiredSql = (timeZone: string) => sql<boolean>`(${gatherings.startDate} + coalesce(${gatherings.endHour}, ${gatherings.startHour})::time) < (now() at time zone ${timeZone})`;

/** Someone other than its creator answered going or interested (then it is cancelled, not deleted). */
const answeredByOthers = sql`exists (select 1 from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.user_id is distinct from ${gatherings.createdBy})`;

const select = (db: Conn, viewerId: string, timeZone: string) =>
  db
    .select({
      g: gatherings,
      groupName: grp.name,
      groupIcon: grp.icon,
      eventId: grp.eventId,
      groupDeactivated: sql<boolean>`${grp.deactivatedAt} is not null`,
      // Named as people see them: the full name on their profile at the event, else the username.
      creatorName: sql<string>`coalesce(${nameAtEvent(grp.eventId, gatherings.createdBy)}, ${DELETED_USER_NAME})`,
      goingCount: sql<number>`(select count(*)::int from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.status = 'going')`,
      interestedCount: sql<number>`(select count(*)::int from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.status = 'interested')`,
      waitlistCount: sql<number>`(select count(*)::int from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.status = 'waitlisted')`,
      myStatus: sql<'going' | 'interested' | 'waitlisted' | null>`(select a.status from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.user_id = ${viewerId})`,
      // My place in line: how many asked before me (by when they asked), plus one.
      myPosition: sql<
        number | null
      >`(select 1 + (select count(*)::int from ${gatheringAttendance} b where b.gathering_id = a.gathering_id and b.status = 'waitlisted' and (b.updated_at, b.user_id) < (a.updated_at, a.user_id))
        from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.user_id = ${viewerId} and a.status = 'waitlisted')`,
      othersAnswered: sql<boolean>`${answeredByOthers}`,
      expired: expiredSql(timeZone),
      /** When this was read, on the database clock (the `at` of a live change). */
      readAt: dbNowIso(),
    })
    .from(gatherings)
    .innerJoin(grp, eq(grp.id, gatherings.groupId));

export type GatheringRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const gatheringsRepo = {
  find: async (db: Conn, viewerId: string, timeZone: string, groupId: string, id: string) =>
    (await select(db, viewerId, timeZone).where(and(eq(gatherings.groupId, groupId), eq(gatherings.id, id))))[0],

  async page(db: Conn, viewerId: string, timeZone: string, f: { eventId: string; groupId?: string; when: 'upcoming' | 'expired'; page: number; pageSize: number }) {
    const expired = expiredSql(timeZone);
    const start = sql`(${gatherings.startDate} + ${gatherings.startHour}::time)`;
    const rows = await select(db, viewerId, timeZone)
      .where(and(eq(grp.eventId, f.eventId), f.groupId ? eq(gatherings.groupId, f.groupId) : undefined, f.when === 'expired' ? expired : sql`not ${expired}`))
      // Upcoming: soonest first. Expired: most recent first.
      .orderBy(f.when === 'upcoming' ? asc(start) : desc(start), asc(gatherings.id))
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },

  summaryOfGroup: (db: Conn, groupId: string) =>
    db
      .select({
        id: gatherings.id,
        title: gatherings.title,
        startDate: gatherings.startDate,
        startHour: gatherings.startHour,
        goingCount: sql<number>`(select count(*)::int from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.status = 'going')`,
        interestedCount: sql<number>`(select count(*)::int from ${gatheringAttendance} a where a.gathering_id = ${gatherings.id} and a.status = 'interested')`,
      })
      .from(gatherings)
      .where(eq(gatherings.groupId, groupId))
      .orderBy(asc(gatherings.startDate), asc(gatherings.startHour)),
  countUpcoming: async (db: Conn, groupId: string, timeZone: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(gatherings)
        .where(and(eq(gatherings.groupId, groupId), sql`not ${expiredSql(timeZone)}`))
    )[0]?.n ?? 0,

  /**
   * Whether a start (a day and an hour on the event's wall clock) is already behind the event's
   * clock, to the minute, as the database tells time (the clock "Over" is read by); `dayPassed`
   * when its whole day is.
   */
  async startState(db: Conn, timeZone: string, startDate: string, startHour: string) {
    const now = sql`(now() at time zone ${timeZone})`;
    const result = (await db.execute(sql`select (${startDate}::date + ${startHour}::time) < date_trunc('minute', ${now}) as passed, ${startDate}::date < ${now}::date as day_passed`)) as unknown as {
      rows: { passed: boolean; day_passed: boolean }[];
    };
    const row = result.rows[0];
    return { passed: !!row?.passed, dayPassed: !!row?.day_passed };
  },

  /** Who answered a gathering going (or interested), by name, or who waits in line, in its order, in pages. */
  async attendeesPage(db: Conn, eventId: string, gatheringId: string, f: { status: 'going' | 'interested' | 'waitlisted'; page: number; pageSize: number }) {
    const person = personAtEvent(eventId);
    const rows = await db
      .select({ userId: gatheringAttendance.userId, ...namesOf(person) })
      .from(gatheringAttendance)
      .innerJoin(person, eq(person.userId, gatheringAttendance.userId))
      .where(and(eq(gatheringAttendance.gatheringId, gatheringId), eq(gatheringAttendance.status, f.status)))
      .orderBy(
        ...(f.status === 'waitlisted'
          ? [asc(gatheringAttendance.updatedAt), asc(gatheringAttendance.userId)]
          : [sql`lower(coalesce(${person.firstName}, ${person.username}))`, sql`lower(coalesce(${person.lastName}, ''))`, asc(gatheringAttendance.userId)]),
      )
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },

  /** The event's first and last day on its own calendar, the days its gatherings fall on. */
  eventDays: (db: Conn, eventId: string) => eventSummary(db, eventId),

  /** The gathering and, for an attendee creating it, their "going", in one transaction. */
  insert: (db: Db, v: typeof gatherings.$inferInsert, { creatorGoing }: { creatorGoing: boolean }) =>
    db.transaction(async (tx) => {
      const row = (await tx.insert(gatherings).values(v).returning())[0]!;
      if (creatorGoing && v.createdBy) await tx.insert(gatheringAttendance).values({ gatheringId: row.id, userId: v.createdBy, status: 'going' });
      return row;
    }),
  /**
   * A moved start reminds the people going again, ahead of the new time (decision 024). A new limit
   * gives the places it opens to the first in line, in the same transaction: answers who got one.
   */
  update: (db: Db, id: string, v: Partial<typeof gatherings.$inferInsert>, { moved }: { moved: boolean }) =>
    db.transaction(async (tx) => {
      const limitChanged = v.capacity !== undefined;
      if (limitChanged) await lockGathering(tx, id);
      await tx
        .update(gatherings)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(gatherings.id, id));
      if (moved) await tx.update(gatheringAttendance).set({ remindedAt: null }).where(eq(gatheringAttendance.gatheringId, id));
      return limitChanged ? fillPlaces(tx, id) : [];
    }),

  /** Calls it off; a second call keeps the first time and note. Who was going, to tell them. */
  cancel: (db: Db, id: string, note: string | null) =>
    db.transaction(async (tx) => {
      await tx
        .update(gatherings)
        .set({ cancelledAt: new Date(), cancelNote: note, updatedAt: new Date() })
        .where(and(eq(gatherings.id, id), isNull(gatherings.cancelledAt)));
      const account = accounts();
      return tx
        .select({ userId: account.id, email: account.email, username: account.username })
        .from(gatheringAttendance)
        .innerJoin(account, eq(account.id, gatheringAttendance.userId))
        .where(and(eq(gatheringAttendance.gatheringId, id), eq(gatheringAttendance.status, 'going')));
    }),
  /**
   * Deletes it only while nobody but its creator has answered, in one statement, so an answer
   * arriving at the same moment either lands first (and the delete is refused) or finds it gone.
   */
  removeUnanswered: async (db: Conn, id: string) =>
    (
      await db
        .delete(gatherings)
        .where(and(eq(gatherings.id, id), sql`not ${answeredByOthers}`))
        .returning({ id: gatherings.id })
    ).length > 0,

  /**
   * My answer, with the gathering's row locked so that places are counted and taken one answer at a
   * time (on PGlite and PostgreSQL alike): going while there is a place, else in line; leaving a
   * place gives it to the first in line. Answers who was given a place, to tell them. A repeated
   * answer changes nothing (someone in line who asks to go again keeps their place).
   */
  setAttendance: (db: Db, gatheringId: string, userId: string, status: 'going' | 'interested' | 'none') =>
    db.transaction(async (tx) => {
      const gathering = await lockGathering(tx, gatheringId);
      if (!gathering) return { promoted: [] as string[], gone: true };
      const mine = and(eq(gatheringAttendance.gatheringId, gatheringId), eq(gatheringAttendance.userId, userId));
      const [current] = await tx.select({ status: gatheringAttendance.status }).from(gatheringAttendance).where(mine);
      const wanted = status === 'going' && current?.status !== 'going' && !(await hasPlace(tx, gatheringId, gathering.capacity)) ? 'waitlisted' : status;
      if (current?.status === wanted || (!current && wanted === 'none')) return { promoted: [], gone: false };
      // The line's order is the order answers took the lock: the clock now, not the transaction's start.
      const at = sql`clock_timestamp()`;
      if (wanted === 'none') await tx.delete(gatheringAttendance).where(mine);
      else
        await tx
          .insert(gatheringAttendance)
          .values({ gatheringId, userId, status: wanted, updatedAt: at })
          .onConflictDoUpdate({ target: [gatheringAttendance.gatheringId, gatheringAttendance.userId], set: { status: wanted, updatedAt: at } });
      return { promoted: await fillPlaces(tx, gatheringId), gone: false };
    }),

  /** Someone in line goes now, whatever the limit: 'admitted', 'going' already, or 'notInLine'. */
  admit: (db: Db, gatheringId: string, userId: string) =>
    db.transaction(async (tx) => {
      await lockGathering(tx, gatheringId);
      const mine = and(eq(gatheringAttendance.gatheringId, gatheringId), eq(gatheringAttendance.userId, userId));
      const [current] = await tx.select({ status: gatheringAttendance.status }).from(gatheringAttendance).where(mine);
      if (current?.status === 'going') return 'going' as const;
      if (current?.status !== 'waitlisted') return 'notInLine' as const;
      await tx
        .update(gatheringAttendance)
        .set({ status: 'going', updatedAt: sql`clock_timestamp()`, remindedAt: null })
        .where(mine);
      return 'admitted' as const;
    }),

  /** Who a place was given to, to tell them: their address and name. */
  people: (db: Conn, userIds: string[]) => {
    const account = accounts();
    return userIds.length ? db.select({ userId: account.id, email: account.email, username: account.username }).from(account).where(inArray(account.id, userIds)) : Promise.resolve([]);
  },
};

/** Places are counted and taken one answer at a time: the gathering's row, locked till the transaction ends. */
async function lockGathering(tx: Tx, gatheringId: string) {
  const [row] = await tx.select({ capacity: gatherings.capacity }).from(gatherings).where(eq(gatherings.id, gatheringId)).for('no key update');
  return row;
}

async function hasPlace(tx: Tx, gatheringId: string, capacity: number | null) {
  if (capacity === null) return true;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(gatheringAttendance)
    .where(and(eq(gatheringAttendance.gatheringId, gatheringId), eq(gatheringAttendance.status, 'going')));
  return (row?.n ?? 0) < capacity;
}
