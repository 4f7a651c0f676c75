import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { calendarFeeds, meetingSpots, meetings } from '../../db/schema/index.js';
import { attendances } from '../attendees/attendees.queries.js';
import { eventsQuery } from '../events/events.queries.js';
import { gatheringAnswers, gatheringsInContext } from '../gatherings/gatherings.queries.js';

type EventsQuery = ReturnType<typeof eventsQuery>;
type GatheringsQuery = ReturnType<typeof gatheringsInContext>;

const eventColumns = (event: EventsQuery) => ({
  id: event.id,
  slug: event.slug,
  name: event.name,
  startDate: event.startDate,
  endDate: event.endDate,
  startTime: event.startTime,
  endTime: event.endTime,
  location: event.location,
  description: event.description,
  timeZone: event.timeZone,
  updatedAt: event.updatedAt,
});
const gatheringColumns = (gathering: GatheringsQuery) => ({
  id: gathering.id,
  groupId: gathering.groupId,
  title: gathering.title,
  startDate: gathering.startDate,
  startHour: gathering.startHour,
  endHour: gathering.endHour,
  location: gathering.location,
  description: gathering.description,
  updatedAt: gathering.updatedAt,
  cancelledAt: gathering.cancelledAt,
  groupName: gathering.groupName,
  eventSlug: gathering.eventSlug,
  eventName: gathering.eventName,
  timeZone: gathering.timeZone,
});
export type CalendarEvent = {
  id: string;
  slug: string;
  name: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  description: string | null;
  timeZone: string;
  updatedAt: Date;
};
export type CalendarGathering = Awaited<ReturnType<typeof calendarRepo.gathering>>;

export const calendarRepo = {
  async event(db: Db, eventId: string): Promise<CalendarEvent | undefined> {
    const event = eventsQuery();
    return (await db.select(eventColumns(event)).from(event).where(eq(event.id, eventId)))[0];
  },

  async gathering(db: Db, gatheringId: string) {
    const gathering = gatheringsInContext();
    return (await db.select(gatheringColumns(gathering)).from(gathering).where(eq(gathering.id, gatheringId)))[0]!;
  },

  /** The events someone has joined (and still attends). */
  eventsOf(db: Db, userId: string): Promise<CalendarEvent[]> {
    const attendance = attendances();
    const event = eventsQuery();
    return db.select(eventColumns(event)).from(attendance).innerJoin(event, eq(event.id, attendance.eventId)).where(eq(attendance.userId, userId)).orderBy(asc(event.startDate));
  },

  /** The gatherings someone answered "going" to, at events they still attend. */
  goingOf(db: Db, userId: string) {
    const answer = gatheringAnswers();
    const gathering = gatheringsInContext();
    const attendance = attendances();
    return db
      .select(gatheringColumns(gathering))
      .from(answer)
      .innerJoin(gathering, eq(gathering.id, answer.gatheringId))
      .innerJoin(attendance, and(eq(attendance.eventId, gathering.eventId), eq(attendance.userId, userId)))
      .where(and(eq(answer.userId, userId), eq(answer.status, 'going')))
      .orderBy(asc(gathering.startDate), asc(gathering.startHour));
  },

  /**
   * Someone's accepted meetings at events they still attend, and those accepted then cancelled (to
   * be struck from calendars that copied them), with times on the event's wall clock.
   */
  meetingsOf(db: Db, userId: string) {
    const attendance = attendances();
    const event = eventsQuery();
    const local = (at: typeof meetings.startsAt | typeof meetings.endsAt, format: string) => sql<string>`to_char(${at} at time zone ${event.timeZone}, ${format})`;
    return db
      .select({
        id: meetings.id,
        eventId: event.id,
        eventSlug: event.slug,
        eventName: event.name,
        timeZone: event.timeZone,
        otherId: sql<string>`case when ${meetings.requesterId} = ${userId} then ${meetings.inviteeId} else ${meetings.requesterId} end`,
        spotName: meetingSpots.name,
        note: meetings.note,
        status: meetings.status,
        startDate: local(meetings.startsAt, 'YYYY-MM-DD'),
        startHour: local(meetings.startsAt, 'HH24:MI'),
        endDate: local(meetings.endsAt, 'YYYY-MM-DD'),
        endHour: local(meetings.endsAt, 'HH24:MI'),
        updatedAt: meetings.updatedAt,
      })
      .from(meetings)
      .innerJoin(event, eq(event.id, meetings.eventId))
      .innerJoin(attendance, and(eq(attendance.eventId, meetings.eventId), eq(attendance.userId, userId)))
      .leftJoin(meetingSpots, eq(meetingSpots.id, meetings.spotId))
      .where(and(or(eq(meetings.requesterId, userId), eq(meetings.inviteeId, userId)), or(eq(meetings.status, 'accepted'), and(eq(meetings.status, 'cancelled'), isNotNull(meetings.acceptedAt)))))
      .orderBy(asc(meetings.startsAt));
  },

  /** One feed per person: a new token replaces the old one at once. */
  setFeed: (db: Db, userId: string, tokenHash: string) =>
    db
      .insert(calendarFeeds)
      .values({ userId, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } }),
  removeFeed: (db: Db, userId: string) => db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
  /** By the token's hash, through the unique index: an unknown token costs the same lookup as a known one. */
  feedOwner: async (db: Db, tokenHash: string) => (await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)))[0]?.userId,
};
