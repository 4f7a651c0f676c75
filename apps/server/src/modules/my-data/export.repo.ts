import { and, asc, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { nameAtEvent } from '../attendees/attendees.queries.js';
import type { Db } from '../../db/index.js';
import {
  checkIns,
  blocks,
  connectionMessages,
  connections,
  eventAttendees,
  eventNotificationSettings,
  events,
  gatheringAttendance,
  gatherings,
  groupMembers,
  groupMessages,
  groups,
  meetingAvailability,
  meetingSpots,
  meetings,
  profileInterests,
  profilePlaces,
  profiles,
  pushSubscriptions,
  reports,
  uploads,
  users,
} from '../../db/schema/index.js';

/** "Ana Lima" as people saw them at an event, else their username (the other side of a connection or a block). */
const nameOf = (userId: SQLWrapper, eventId: SQLWrapper) => sql<string>`coalesce(${nameAtEvent(eventId, userId)}, '')`;

/** Reads for GET /me/export: everything held about one person, across the tables (like insights, decision 006). */
export const exportRepo = {
  account: async (db: Db, userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0],
  photos: (db: Db, userId: string) =>
    db
      .select({ id: uploads.id, key: uploads.storageKey, createdAt: uploads.createdAt })
      .from(uploads)
      .where(and(eq(uploads.uploadedBy, userId), eq(uploads.kind, 'photo'))),
  attendance: (db: Db, userId: string) =>
    db
      .select({
        eventId: eventAttendees.eventId,
        joinedAt: eventAttendees.joinedAt,
        emailShared: eventAttendees.emailShared,
        // When the door checked me in (decision 038).
        checkedInAt: checkIns.checkedInAt,
      })
      .from(eventAttendees)
      .leftJoin(checkIns, and(eq(checkIns.eventId, eventAttendees.eventId), eq(checkIns.userId, eventAttendees.userId)))
      .where(eq(eventAttendees.userId, userId)),
  profiles: (db: Db, userId: string) =>
    db.select({ p: profiles, photoKey: uploads.storageKey }).from(profiles).leftJoin(uploads, eq(uploads.id, profiles.photoUploadId)).where(eq(profiles.userId, userId)),
  interests: (db: Db, profileIds: string[]) => (profileIds.length ? db.select().from(profileInterests).where(inArray(profileInterests.profileId, profileIds)) : Promise.resolve([])),
  places: (db: Db, profileIds: string[]) =>
    profileIds.length ? db.select().from(profilePlaces).where(inArray(profilePlaces.profileId, profileIds)).orderBy(asc(profilePlaces.role), asc(profilePlaces.position)) : Promise.resolve([]),
  groups: (db: Db, userId: string) =>
    db
      .select({ eventId: groups.eventId, id: groups.id, name: groups.name, joinedAt: groupMembers.joinedAt })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.userId, userId)),
  /** Gatherings I marked or made. */
  gatherings: (db: Db, userId: string) =>
    db
      .select({
        eventId: groups.eventId,
        id: gatherings.id,
        title: gatherings.title,
        startDate: gatherings.startDate,
        status: sql<string>`coalesce(${gatheringAttendance.status}, 'none')`,
        createdByMe: sql<boolean>`${gatherings.createdBy} is not distinct from ${userId}`,
      })
      .from(gatherings)
      .innerJoin(groups, eq(groups.id, gatherings.groupId))
      .leftJoin(gatheringAttendance, and(eq(gatheringAttendance.gatheringId, gatherings.id), eq(gatheringAttendance.userId, userId)))
      .where(or(eq(gatherings.createdBy, userId), eq(gatheringAttendance.userId, userId))),
  /** Meetings I am one of the two people of, with the other's name and the spot's. */
  meetings: (db: Db, userId: string) =>
    db
      .select({
        m: meetings,
        with: nameOf(sql`case when ${meetings.requesterId} = ${userId} then ${meetings.inviteeId} else ${meetings.requesterId} end`, meetings.eventId),
        spot: meetingSpots.name,
      })
      .from(meetings)
      .leftJoin(meetingSpots, eq(meetingSpots.id, meetings.spotId))
      .where(or(eq(meetings.requesterId, userId), eq(meetings.inviteeId, userId)))
      .orderBy(asc(meetings.startsAt)),
  meetingHours: (db: Db, userId: string) =>
    db
      .select({ eventId: meetingAvailability.eventId, startsAt: meetingAvailability.startsAt })
      .from(meetingAvailability)
      .where(eq(meetingAvailability.userId, userId))
      .orderBy(asc(meetingAvailability.startsAt)),
  /** Every board message I wrote, deleted ones too: their text is still held. */
  boardMessages: (db: Db, userId: string) =>
    db
      .select({ eventId: groups.eventId, groupName: groups.name, m: groupMessages })
      .from(groupMessages)
      .innerJoin(groups, eq(groups.id, groupMessages.groupId))
      .where(eq(groupMessages.authorId, userId))
      .orderBy(asc(groupMessages.seq)),
  connections: (db: Db, userId: string) =>
    db
      .select({
        c: connections,
        with: nameOf(sql`case when ${connections.initiatorId} = ${userId} then ${connections.userId} else ${connections.initiatorId} end`, connections.eventId),
      })
      .from(connections)
      .where(or(eq(connections.initiatorId, userId), eq(connections.userId, userId))),
  chatMessages: (db: Db, userId: string, connectionIds: string[]) =>
    connectionIds.length
      ? db
          .select()
          .from(connectionMessages)
          .where(and(eq(connectionMessages.authorId, userId), inArray(connectionMessages.connectionId, connectionIds)))
          .orderBy(asc(connectionMessages.seq))
      : Promise.resolve([]),
  blocked: (db: Db, userId: string) =>
    db
      .select({ eventId: blocks.eventId, name: nameOf(blocks.blockedId, blocks.eventId), createdAt: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId)),
  reportsMade: (db: Db, userId: string) =>
    db.select({ eventId: reports.eventId, kind: reports.kind, reason: reports.reason, status: reports.status, createdAt: reports.createdAt }).from(reports).where(eq(reports.reporterId, userId)),
  notificationSettings: (db: Db, userId: string) => db.select().from(eventNotificationSettings).where(eq(eventNotificationSettings.userId, userId)),
  pushDevices: (db: Db, userId: string) =>
    db.select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  events: (db: Db, ids: string[]) => (ids.length ? db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.startDate)) : Promise.resolve([])),
  companyEvents: (db: Db, companyId: string) => db.select().from(events).where(eq(events.companyId, companyId)).orderBy(asc(events.startDate)),
};
