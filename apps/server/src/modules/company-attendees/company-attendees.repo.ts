import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { connections, eventAttendees, groupMembers, groups, profiles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';

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

/** Part of a first, last, full or user name; LIKE's wildcards in the input are matched literally. */
function matches(q: string): SQL {
  const like = containsPattern(q);
  return or(
    ilike(profiles.firstName, like),
    ilike(profiles.lastName, like),
    ilike(users.username, like),
    sql`(${profiles.firstName} || ' ' || ${profiles.lastName}) ilike ${like}`,
  )!;
}

/**
 * The organisers' attendee list. Like insights (decision 006), it reads the groups and connections
 * tables for counts only, read-only: both counts come in the same query as the attendees.
 */
export const companyAttendeesRepo = {
  async list(db: Db, eventId: string, o: ListOptions) {
    const conditions = [eq(eventAttendees.eventId, eventId)];
    if (o.q) conditions.push(matches(o.q));
    if (o.after) {
      conditions.push(sql`(${eventAttendees.joinedAt}, ${eventAttendees.userId}) < (${o.after.joinedAt}::timestamptz, ${o.after.userId}::uuid)`);
    }
    const rows = await db
      .select({
        userId: eventAttendees.userId,
        username: users.username,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        joinedAt: eventAttendees.joinedAt,
        cursor: sql<string>`${eventAttendees.joinedAt}::text`,
        profileDone: sql<boolean>`${profiles.id} is not null`,
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
      .innerJoin(users, eq(users.id, eventAttendees.userId))
      .leftJoin(profiles, and(eq(profiles.eventId, eventAttendees.eventId), eq(profiles.userId, eventAttendees.userId)))
      .where(and(...conditions))
      .orderBy(desc(eventAttendees.joinedAt), desc(eventAttendees.userId))
      .limit(o.limit)
      .offset(o.offset ?? 0);
    return rows.map(({ cursor, ...row }) => ({ ...row, cursor: { joinedAt: cursor, userId: row.userId } satisfies AttendeeCursor }));
  },
};
export type CompanyAttendeeRow = Awaited<ReturnType<typeof companyAttendeesRepo.list>>[number];
