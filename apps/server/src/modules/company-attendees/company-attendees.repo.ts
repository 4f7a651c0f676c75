import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { connections, eventAttendees, groupMembers, groups } from '../../db/schema/index.js';
import { namesMatch, personAtEvent } from '../attendees/people.queries.js';

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
}

/**
 * The organisers' attendee list. Like insights (decision 006), it reads the groups and connections
 * tables for counts only, read-only: both counts come in the same query as the attendees.
 */
export const companyAttendeesRepo = {
  async list(db: Db, eventId: string, o: ListOptions) {
    const person = personAtEvent(eventId);
    const conditions = [eq(eventAttendees.eventId, eventId)];
    // Part of a first, last, full or user name.
    if (o.q) conditions.push(namesMatch(o.q, person));
    if (o.after) {
      conditions.push(sql`(${eventAttendees.joinedAt}, ${eventAttendees.userId}) < (${o.after.joinedAt}::timestamptz, ${o.after.userId}::uuid)`);
    }
    const rows = await db
      .select({
        userId: eventAttendees.userId,
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        joinedAt: eventAttendees.joinedAt,
        cursor: sql<string>`${eventAttendees.joinedAt}::text`,
        profileDone: sql<boolean>`${person.profileId} is not null`,
        groupCount: sql<number>`(
          select count(*)::int from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
          where gm.user_id = ${eventAttendees.userId} and g.event_id = ${eventAttendees.eventId} and g.deactivated_at is null
        )`,
        connectionCount: sql<number>`(
          select count(*)::int from ${connections} c
          where c.event_id = ${eventAttendees.eventId} and c.removed_at is null
            and (c.initiator_id = ${eventAttendees.userId} or c.user_id = ${eventAttendees.userId})
        )`,
      })
      .from(eventAttendees)
      .innerJoin(person, eq(person.userId, eventAttendees.userId))
      .where(and(...conditions))
      .orderBy(desc(eventAttendees.joinedAt), desc(eventAttendees.userId))
      .limit(o.limit)
      .offset(o.offset ?? 0);
    return rows.map(({ cursor, ...row }) => ({ ...row, cursor: { joinedAt: cursor, userId: row.userId } satisfies AttendeeCursor }));
  },
};
export type CompanyAttendeeRow = Awaited<ReturnType<typeof companyAttendeesRepo.list>>[number];
