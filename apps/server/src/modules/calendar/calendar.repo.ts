import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { calendarFeeds, eventAttendees, events, gatheringAttendance, gatherings, groups } from '../../db/schema/index.js';

const eventColumns = {
  id: events.id,
  slug: events.slug,
  name: events.name,
  startDate: events.startDate,
  endDate: events.endDate,
  location: events.location,
  description: events.description,
  timeZone: events.timeZone,
  updatedAt: events.updatedAt,
};
const gatheringColumns = {
  id: gatherings.id,
  groupId: gatherings.groupId,
  title: gatherings.title,
  startDate: gatherings.startDate,
  startHour: gatherings.startHour,
  endHour: gatherings.endHour,
  location: gatherings.location,
  description: gatherings.description,
  updatedAt: gatherings.updatedAt,
  groupName: groups.name,
  eventSlug: events.slug,
  eventName: events.name,
  timeZone: events.timeZone,
};
export type CalendarEvent = { id: string; slug: string; name: string; startDate: string; endDate: string; location: string | null; description: string | null; timeZone: string; updatedAt: Date };
export type CalendarGathering = Awaited<ReturnType<typeof calendarRepo.gathering>>;

export const calendarRepo = {
  event: async (db: Db, eventId: string): Promise<CalendarEvent | undefined> => (await db.select(eventColumns).from(events).where(eq(events.id, eventId)))[0],

  gathering: async (db: Db, gatheringId: string) =>
    (
      await db
        .select(gatheringColumns)
        .from(gatherings)
        .innerJoin(groups, eq(groups.id, gatherings.groupId))
        .innerJoin(events, eq(events.id, groups.eventId))
        .where(eq(gatherings.id, gatheringId))
    )[0]!,

  /** The events someone has joined (and still attends). */
  eventsOf: (db: Db, userId: string): Promise<CalendarEvent[]> =>
    db.select(eventColumns).from(eventAttendees).innerJoin(events, eq(events.id, eventAttendees.eventId)).where(eq(eventAttendees.userId, userId)).orderBy(asc(events.startDate)),

  /** The gatherings someone answered "going" to, at events they still attend. */
  goingOf: (db: Db, userId: string) =>
    db
      .select(gatheringColumns)
      .from(gatheringAttendance)
      .innerJoin(gatherings, eq(gatherings.id, gatheringAttendance.gatheringId))
      .innerJoin(groups, eq(groups.id, gatherings.groupId))
      .innerJoin(events, eq(events.id, groups.eventId))
      .innerJoin(eventAttendees, and(eq(eventAttendees.eventId, events.id), eq(eventAttendees.userId, userId)))
      .where(and(eq(gatheringAttendance.userId, userId), eq(gatheringAttendance.status, 'going')))
      .orderBy(asc(gatherings.startDate), asc(gatherings.startHour)),

  /** One feed per person: a new token replaces the old one at once. */
  setFeed: (db: Db, userId: string, tokenHash: string) =>
    db.insert(calendarFeeds).values({ userId, tokenHash }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } }),
  removeFeed: (db: Db, userId: string) => db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
  /** By the token's hash, through the unique index: an unknown token costs the same lookup as a known one. */
  feedOwner: async (db: Db, tokenHash: string) =>
    (await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)))[0]?.userId,
};
