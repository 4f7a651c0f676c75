import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { groupMembers } from '../../db/schema/index.js';
import { namesOf, personAtEvent } from '../attendees/attendees.queries.js';

type Conn = Db | Tx;

/** A group's members by name (first, last, then username for those without a profile), in pages. */
export const groupMembersRepo = {
  async page(db: Conn, eventId: string, groupId: string, f: { page: number; pageSize: number }) {
    const person = personAtEvent(eventId);
    const rows = await db
      .select({ userId: groupMembers.userId, ...namesOf(person) })
      .from(groupMembers)
      .innerJoin(person, eq(person.userId, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(sql`lower(coalesce(${person.firstName}, ${person.username}))`, sql`lower(coalesce(${person.lastName}, ''))`, asc(groupMembers.userId))
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },
};
