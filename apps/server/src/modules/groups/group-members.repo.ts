import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { groupMembers, profiles, users } from '../../db/schema/index.js';

type Conn = Db | Tx;

/** A group's members by name (first, last, then username for those without a profile), in pages. */
export const groupMembersRepo = {
  async page(db: Conn, eventId: string, groupId: string, f: { page: number; pageSize: number }) {
    const rows = await db
      .select({ userId: groupMembers.userId, username: users.username, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .leftJoin(profiles, and(eq(profiles.userId, groupMembers.userId), eq(profiles.eventId, eventId)))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(sql`lower(coalesce(${profiles.firstName}, ${users.username}))`, sql`lower(coalesce(${profiles.lastName}, ''))`, asc(groupMembers.userId))
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },
};
