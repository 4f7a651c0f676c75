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
  meetingSettings,
  meetingSpots,
  meetings,
  peopleToMeetShown,
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

  /** Whether meeting hours were ever opened: saved on, or any meeting asked (they may be off again since). */
  async meetingsOpened(db: Db, eventId: string) {
    const rows = await db.execute(sql`select (exists (select 1 from ${meetingSettings} where ${meetingSettings.eventId} = ${eventId} and ${meetingSettings.enabled})
      or exists (select 1 from ${meetings} where ${meetings.eventId} = ${eventId})) as opened`);
    return !!(rows as unknown as { rows: { opened: boolean }[] }).rows[0]?.opened;
  },

  /**
   * Meetings counted in one pass over the event's meetings, and each attendee's accepted meetings
   * (those with none counted as 0, without reading them) for the Gini, sorted and summed in SQL: no
   * names leave the database.
   * An accepted meeting later cancelled still counts as answered yes in `acceptedEver`.
   */
  async meetingCounts(db: Db, eventId: string) {
    // The event's meetings read once; each meeting counts for both its people (unnest).
    const result = await db.execute(sql`
      with m as materialized (select status, accepted_at, held_at, requester_id, invitee_id from ${meetings} where event_id = ${eventId}),
      att as materialized (select count(*)::float8 as n from ${eventAttendees} where event_id = ${eventId}),
      -- Accepted meetings per attendee who has any; the zeros sort first, so the k-th of c nonzero
      -- counts ranks n - c + k among all n attendees (no pass over every attendee).
      per_person as materialized (
        select count(*)::float8 as x from m cross join lateral unnest(array[m.requester_id, m.invitee_id]) as p(u)
        where m.status = 'accepted' and exists (select 1 from ${eventAttendees} ea where ea.event_id = ${eventId} and ea.user_id = p.u)
        group by p.u
      ),
      held_people as (
        select count(distinct u)::int as n from m, unnest(array[m.requester_id, m.invitee_id]) u
        where m.held_at is not null and exists (select 1 from ${eventAttendees} ea where ea.event_id = ${eventId} and ea.user_id = u)
      ),
      totals as (
        select count(*)::int as requested,
          (count(*) filter (where status = 'accepted'))::int as accepted,
          (count(*) filter (where status = 'declined'))::int as declined,
          (count(*) filter (where status = 'cancelled'))::int as cancelled,
          (count(*) filter (where held_at is not null))::int as held,
          (count(*) filter (where accepted_at is not null))::int as "acceptedEver"
        from m
      )
      select totals.*,
        (select n from held_people) as "heldPeople",
        (select n::int from att) as attendees,
        (select (sum((2 * (att.n - r.c + r.i) - att.n - 1) * r.x) / nullif(max(att.n) * sum(r.x), 0))::float8
          from (select x, row_number() over (order by x) as i, count(*) over () as c from per_person) r, att) as gini
      from totals`);
    const row = (result as unknown as { rows: Record<string, number | null>[] }).rows[0]!;
    const n = (k: string) => Number(row[k] ?? 0);
    return {
      requested: n('requested'),
      accepted: n('accepted'),
      declined: n('declined'),
      cancelled: n('cancelled'),
      held: n('held'),
      acceptedEver: n('acceptedEver'),
      heldPeople: n('heldPeople'),
      attendees: n('attendees'),
      gini: row.gini === null || row.gini === undefined ? null : Number(row.gini),
    };
  },

  /**
   * The spread of suggestions and requests (decision 043): per attendee, how many people were shown
   * them in People to meet and how many meeting requests they received (0 for none), each as a
   * Gini sorted and summed in SQL, as for meetings. Indexed reads by event; no names leave. Who
   * leaves the event leaves the shown counts too (leaveEvent), so those need no join to attendance.
   */
  async spreadCounts(db: Db, eventId: string) {
    // Only people with a count are sorted: the zeros sort first, so the k-th of c nonzero counts
    // ranks n - c + k among all n attendees (the meetings' formula, without reading n rows twice).
    const gini = (per: string) =>
      sql.raw(`(select (sum((2 * (att.n - r.c + r.i) - att.n - 1) * r.x) / nullif(max(att.n) * sum(r.x), 0))::float8
        from (select x, row_number() over (order by x) as i, count(*) over () as c from ${per}) r, att)`);
    const result = await db.execute(sql`
      with att as materialized (select count(*)::float8 as n from ${eventAttendees} where event_id = ${eventId}),
      s as materialized (select count(*)::float8 as x from ${peopleToMeetShown} sh
        where sh.event_id = ${eventId} group by sh.shown_id),
      r as materialized (select count(*)::float8 as x from ${meetings} m
        join ${eventAttendees} ea on ea.event_id = m.event_id and ea.user_id = m.invitee_id
        where m.event_id = ${eventId} group by m.invitee_id)
      select ${gini('s')} as "suggestionsGini", ${gini('r')} as "requestsGini",
        (select count(*) / nullif(max(att.n), 0) from s, att) as "suggestedShare"`);
    const row = (result as unknown as { rows: Record<string, number | null>[] }).rows[0]!;
    const num = (k: string) => (row[k] === null || row[k] === undefined ? null : Number(row[k]));
    return { suggestionsGini: num('suggestionsGini'), requestsGini: num('requestsGini'), suggestedShare: num('suggestedShare') ?? 0 };
  },

  /** Spots by accepted meetings held there, the busiest first. */
  busiestSpots: (db: Db, eventId: string, limit: number) =>
    db
      .select({ name: meetingSpots.name, count: sql<number>`count(*)::int` })
      .from(meetings)
      .innerJoin(meetingSpots, eq(meetingSpots.id, meetings.spotId))
      .where(and(eq(meetings.eventId, eventId), eq(meetings.status, 'accepted')))
      .groupBy(meetingSpots.id, meetingSpots.name)
      .orderBy(sql`2 desc`, meetingSpots.name)
      .limit(limit),

  /** Hours on the event's clock ("YYYY-MM-DD HH:00") by accepted meetings starting in them, the busiest first. */
  busiestHours: (db: Db, eventId: string, timeZone: string, limit: number) =>
    db
      .select({ hour: sql<string>`to_char(${meetings.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:00')`, count: sql<number>`count(*)::int` })
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.status, 'accepted')))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(limit),
};
