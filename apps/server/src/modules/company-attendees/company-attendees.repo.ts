import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { attendances, namesMatch, namesOf, personAtEvent } from '../attendees/attendees.queries.js';
import { emailOf } from '../auth/auth.queries.js';
import { checkedInAtOf } from '../door/door.queries.js';
import { liveConnectionCount } from '../connections/connections.queries.js';
import { activeGroupCount, groupsOfUser } from '../groups/groups.queries.js';
import { gatheringAnswers, gatheringsInContext } from '../gatherings/gatherings.queries.js';
import { reportCountsAbout } from '../reports/reports.queries.js';

/** Where the last row of a batch stood, exactly (microseconds included), for the next batch. */
export interface AttendeeCursor {
  joinedAt: string;
  userId: string;
}

interface ListOptions {
  q?: string | undefined;
  limit: number;
  /** Rows to skip (numbered pages) ... */
  offset?: number;
  /** ... or the row to continue after (the CSV export's batches, stable while people join). */
  after?: AttendeeCursor | undefined;
  /** Only this person (their page). */
  userId?: string;
}

/**
 * The organisers' attendee list. The counts of groups and connections come in the same query as the
 * attendees, from the groups and connections modules' exported queries.
 */
export const companyAttendeesRepo = {
  async list(db: Db, eventId: string, o: ListOptions) {
    const attendance = attendances();
    const person = personAtEvent(eventId);
    const conditions = [eq(attendance.eventId, eventId)];
    // Part of a first, last, full or user name.
    if (o.q) conditions.push(namesMatch(o.q, person));
    if (o.userId) conditions.push(eq(attendance.userId, o.userId));
    if (o.after) {
      conditions.push(sql`(${attendance.joinedAt}, ${attendance.userId}) < (${o.after.joinedAt}::timestamptz, ${o.after.userId}::uuid)`);
    }
    const rows = await db
      .select({
        userId: attendance.userId,
        ...namesOf(person),
        joinedAt: attendance.joinedAt,
        // Only where the attendee chose to share it with the organisers.
        email: sql<string | null>`case when ${attendance.emailShared} then ${emailOf(attendance.userId)} end`,
        cursor: sql<string>`${attendance.joinedAt}::text`,
        profileDone: sql<boolean>`${person.profileId} is not null`,
        groupCount: activeGroupCount(attendance.eventId, attendance.userId),
        connectionCount: liveConnectionCount(attendance.eventId, attendance.userId),
        checkedInAt: checkedInAtOf(attendance.eventId, attendance.userId),
      })
      .from(attendance)
      .innerJoin(person, eq(person.userId, attendance.userId))
      .where(and(...conditions))
      .orderBy(desc(attendance.joinedAt), desc(attendance.userId))
      .limit(o.limit)
      .offset(o.offset ?? 0);
    return rows.map(({ cursor, ...row }) => ({ ...row, cursor: { joinedAt: cursor, userId: row.userId } satisfies AttendeeCursor }));
  },
};
/** What one attendee does at the event, for their page: groups, answered gatherings, reports about them. */
export const attendeeActivityRepo = {
  groups: (db: Db, eventId: string, userId: string) => groupsOfUser(db, eventId, userId),
  gatherings(db: Db, eventId: string, userId: string) {
    const gathering = gatheringsInContext();
    const answer = gatheringAnswers();
    return db
      .select({
        id: gathering.id,
        groupId: gathering.groupId,
        title: gathering.title,
        startDate: gathering.startDate,
        startHour: gathering.startHour,
        answer: answer.status,
        cancelled: sql<boolean>`${gathering.cancelledAt} is not null`,
      })
      .from(answer)
      .innerJoin(gathering, eq(gathering.id, answer.gatheringId))
      .where(and(eq(gathering.eventId, eventId), eq(answer.userId, userId)))
      .orderBy(gathering.startDate, gathering.startHour);
  },
  reports: (db: Db, eventId: string, userId: string) => reportCountsAbout(db, eventId, userId),
};

export type CompanyAttendeeRow = Awaited<ReturnType<typeof companyAttendeesRepo.list>>[number];
