import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  checkIns,
  connections,
  eventAttendees,
  eventInsightSnapshots,
  gatheringAttendance,
  gatherings,
  groupMembers,
  groupMessages,
  groups,
  profileInterests,
  profilePlaces,
  profiles,
} from '../../db/schema/index.js';

/**
 * Read-only reporting across the event's tables. Insights only count, never change anything, so
 * they read the other modules' tables directly rather than through each service (decision 006).
 */
export const insightsRepo = {
  /** The counts kept when retention deleted the event's attendee data (decision 020). */
  snapshot: async (db: Db, eventId: string) => (await db.select().from(eventInsightSnapshots).where(eq(eventInsightSnapshots.eventId, eventId)))[0],
  keepSnapshot: (db: Db, v: typeof eventInsightSnapshots.$inferInsert) => db.insert(eventInsightSnapshots).values(v).onConflictDoNothing(),

  async counts(db: Db, eventId: string) {
    const one = async (q: ReturnType<typeof sql>) => {
      const result = (await db.execute(q)) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    };
    const [joined, withProfile, groupMessagesCount, connectionsMade, engaged] = await Promise.all([
      one(sql`select count(*)::int as n from ${eventAttendees} where ${eventAttendees.eventId} = ${eventId}`),
      one(sql`select count(*)::int as n from ${profiles} where ${profiles.eventId} = ${eventId}`),
      one(sql`select count(*)::int as n from ${groupMessages} m join ${groups} g on g.id = m.group_id where g.event_id = ${eventId} and m.deleted_at is null`),
      one(sql`select count(*)::int as n from ${connections} where ${connections.eventId} = ${eventId}`),
      // ENGAGED_DEFINITION, in SQL: any of the four actions, each person counted once.
      one(sql`select count(*)::int as n from (
        select gm.user_id from ${groupMembers} gm join ${groups} g on g.id = gm.group_id where g.event_id = ${eventId}
        union select m.author_id from ${groupMessages} m join ${groups} g on g.id = m.group_id where g.event_id = ${eventId}
        union select a.user_id from ${gatheringAttendance} a join ${gatherings} ga on ga.id = a.gathering_id join ${groups} g on g.id = ga.group_id where g.event_id = ${eventId}
        union select c.initiator_id from ${connections} c where c.event_id = ${eventId}
        union select c.user_id from ${connections} c where c.event_id = ${eventId}
      ) engaged join ${eventAttendees} ea on ea.user_id = engaged.user_id and ea.event_id = ${eventId}`),
    ]);
    const groupKinds = await db
      .select({ ai: groups.aiCreated, n: sql<number>`count(*)::int` })
      .from(groups)
      .where(eq(groups.eventId, eventId))
      .groupBy(groups.aiCreated);
    return {
      joined,
      withProfile,
      groupMessages: groupMessagesCount,
      connectionsMade,
      engaged,
      groupsAutomatic: groupKinds.find((g) => g.ai)?.n ?? 0,
      groupsManual: groupKinds.find((g) => !g.ai)?.n ?? 0,
    };
  },

  topInterests: (db: Db, eventId: string, limit: number) =>
    db
      .select({ interestId: profileInterests.interestId, attendees: sql<number>`count(*)::int` })
      .from(profileInterests)
      .innerJoin(profiles, eq(profiles.id, profileInterests.profileId))
      .where(eq(profiles.eventId, eventId))
      .groupBy(profileInterests.interestId)
      .orderBy(sql`2 desc`, profileInterests.interestId)
      .limit(limit),

  /** Attendees checked in at the door (people who left since are not counted). */
  checkedIn: async (db: Db, eventId: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(checkIns)
        .innerJoin(eventAttendees, and(eq(eventAttendees.eventId, checkIns.eventId), eq(eventAttendees.userId, checkIns.userId)))
        .where(eq(checkIns.eventId, eventId))
    )[0]?.n ?? 0,

  checkInsPerHour: (db: Db, eventId: string, timeZone: string) =>
    db
      .select({ hour: sql<string>`to_char(${checkIns.checkedInAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:00')`, count: sql<number>`count(*)::int` })
      .from(checkIns)
      .where(eq(checkIns.eventId, eventId))
      .groupBy(sql`1`)
      .orderBy(sql`1`),

  joinsPerDay: (db: Db, eventId: string, timeZone: string) =>
    db
      .select({ date: sql<string>`to_char(${eventAttendees.joinedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, eventId))
      .groupBy(sql`1`)
      .orderBy(sql`1`),

  /** Attendees per place of one role; each person counted once per place. */
  placeCounts: (db: Db, eventId: string, role: 'hometown' | 'adventure' | 'destination') =>
    db
      .select({
        placeId: profilePlaces.placeId,
        kind: profilePlaces.kind,
        name: profilePlaces.name,
        country: profilePlaces.country,
        countryCode: profilePlaces.countryCode,
        lat: profilePlaces.lat,
        lng: profilePlaces.lng,
        count: sql<number>`count(distinct ${profiles.userId})::int`,
      })
      .from(profilePlaces)
      .innerJoin(profiles, eq(profiles.id, profilePlaces.profileId))
      .where(and(eq(profiles.eventId, eventId), eq(profilePlaces.role, role)))
      .groupBy(profilePlaces.placeId, profilePlaces.kind, profilePlaces.name, profilePlaces.country, profilePlaces.countryCode, profilePlaces.lat, profilePlaces.lng),
};
