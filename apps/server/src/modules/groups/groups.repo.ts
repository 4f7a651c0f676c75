import { and, asc, count, countDistinct, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { dbNowIso } from '../../db/now.js';
import { groupMembers, groupMessages, groups, profiles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';

type Conn = Db | Tx;
export type GroupRow = typeof groups.$inferSelect;
export type MessageRow = typeof groupMessages.$inferSelect;

const parent = alias(groupMessages, 'parent');
const parentAuthor = alias(users, 'parent_author');


export const groupsRepo = {
  find: async (db: Conn, eventId: string, groupId: string) =>
    (await db.select().from(groups).where(and(eq(groups.eventId, eventId), eq(groups.id, groupId))))[0],
  insert: async (db: Conn, v: typeof groups.$inferInsert) => (await db.insert(groups).values(v).returning())[0]!,
  update: async (db: Conn, id: string, v: Partial<typeof groups.$inferInsert>) =>
    (await db.update(groups).set({ ...v, updatedAt: new Date() }).where(eq(groups.id, id)).returning())[0]!,
  /** Groups with the database time of the read, for live changes (contracts: `at` of LiveChangeSchema). */
  withTime: (db: Conn, ids: string[]) =>
    ids.length ? db.select({ g: groups, at: dbNowIso() }).from(groups).where(inArray(groups.id, ids)) : Promise.resolve([]),
  autoGroups: (db: Conn, eventId: string) => db.select().from(groups).where(and(eq(groups.eventId, eventId), eq(groups.aiCreated, true))),
  activeOfEvent: (db: Conn, eventId: string) => db.select().from(groups).where(and(eq(groups.eventId, eventId), isNull(groups.deactivatedAt))),

  async page(
    db: Conn,
    eventId: string,
    f: { q?: string; mineOf?: string; kind?: 'auto' | 'manual'; page: number; pageSize: number; includeInactive: boolean; onlyInactive?: boolean },
  ) {
    const where = [eq(groups.eventId, eventId)];
    if (!f.includeInactive) where.push(isNull(groups.deactivatedAt));
    if (f.onlyInactive) where.push(isNotNull(groups.deactivatedAt));
    if (f.kind) where.push(eq(groups.aiCreated, f.kind === 'auto'));
    if (f.q) {
      const like = containsPattern(f.q);
      where.push(or(ilike(groups.name, like), sql`exists (select 1 from unnest(${groups.labels}) l where l ilike ${like})`)!);
    }
    if (f.mineOf) {
      where.push(sql`exists (select 1 from ${groupMembers} m where m.group_id = ${groups.id} and m.user_id = ${f.mineOf})`);
    }
    const rows = await db
      .select()
      .from(groups)
      .where(and(...where))
      // Active groups first (a plain ascending order would put the nulls, the active ones, last).
      .orderBy(sql`${groups.deactivatedAt} is not null`, desc(groups.memberCount), asc(groups.name), asc(groups.id))
      .limit(f.pageSize + 1)
      .offset((f.page - 1) * f.pageSize);
    return { rows: rows.slice(0, f.pageSize), hasMore: rows.length > f.pageSize };
  },

  groupsOfUser: (db: Conn, eventId: string, userId: string) =>
    db
      .select({ id: groups.id, name: groups.name, icon: groups.icon })
      .from(groups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
      .where(and(eq(groups.eventId, eventId), isNull(groups.deactivatedAt)))
      .orderBy(asc(groups.name)),
  membership: async (db: Conn, groupId: string, userId: string) =>
    (await db.select().from(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))))[0],
  membershipsOf: async (db: Conn, userId: string, groupIds: string[]) =>
    groupIds.length
      ? db.select().from(groupMembers).where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)))
      : [],

  /** Adds the member and counts them in one transaction; false if they were already in. */
  async addMember(tx: Tx, groupId: string, userId: string, aiMatched: boolean) {
    const added = await tx.insert(groupMembers).values({ groupId, userId, aiMatched }).onConflictDoNothing().returning();
    if (!added.length) return false;
    await tx.update(groups).set({ memberCount: sql`${groups.memberCount} + 1` }).where(eq(groups.id, groupId));
    return true;
  },
  async removeMember(tx: Tx, groupId: string, userId: string) {
    const removed = await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))).returning();
    if (!removed.length) return false;
    await tx.update(groups).set({ memberCount: sql`${groups.memberCount} - 1` }).where(eq(groups.id, groupId));
    return true;
  },

  members: (db: Conn, groupId: string, eventId: string) =>
    db
      .select({
        userId: groupMembers.userId,
        username: users.username,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        aiMatched: groupMembers.aiMatched,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .leftJoin(profiles, and(eq(profiles.userId, groupMembers.userId), eq(profiles.eventId, eventId)))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.joinedAt)),

  // Board messages.
  messageSelect: (db: Conn) =>
    db
      .select({
        m: groupMessages,
        authorName: users.username,
        parentId: parent.id,
        parentBody: parent.body,
        parentDeleted: sql<boolean>`${parent.deletedAt} is not null`,
        parentAuthor: parentAuthor.username,
      })
      .from(groupMessages)
      .innerJoin(users, eq(users.id, groupMessages.authorId))
      .leftJoin(parent, eq(parent.id, groupMessages.parentId))
      .leftJoin(parentAuthor, eq(parentAuthor.id, parent.authorId)),
  pinnedMessage: async (db: Conn, groupId: string) =>
    (await groupsRepo.messageSelect(db).where(and(eq(groupMessages.groupId, groupId), isNotNull(groupMessages.pinnedAt), isNull(groupMessages.deletedAt))).limit(1))[0],
  /** Unpins the board's other pinned messages; their ids. */
  unpinAll: async (db: Conn, groupId: string, exceptId: string) =>
    (
      await db
        .update(groupMessages)
        .set({ pinnedAt: null, updatedAt: new Date() })
        .where(and(eq(groupMessages.groupId, groupId), isNotNull(groupMessages.pinnedAt), sql`${groupMessages.id} <> ${exceptId}`))
        .returning({ id: groupMessages.id })
    ).map((r) => r.id),
  findMessage: async (db: Conn, groupId: string, id: string) =>
    (await groupsRepo.messageSelect(db).where(and(eq(groupMessages.groupId, groupId), eq(groupMessages.id, id))))[0],
  async pageBefore(db: Conn, groupId: string, beforeSeq: number | undefined, limit: number) {
    const rows = await groupsRepo
      .messageSelect(db)
      .where(and(eq(groupMessages.groupId, groupId), beforeSeq ? lt(groupMessages.seq, beforeSeq) : undefined))
      .orderBy(desc(groupMessages.seq))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
  },
  async changedSince(db: Conn, groupId: string, since: Date, limit: number) {
    const rows = await groupsRepo
      .messageSelect(db)
      .where(and(eq(groupMessages.groupId, groupId), gt(groupMessages.updatedAt, since)))
      .orderBy(asc(groupMessages.seq))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  },
  insertMessage: async (db: Conn, v: typeof groupMessages.$inferInsert) => (await db.insert(groupMessages).values(v).returning())[0]!,
  updateMessage: (db: Conn, id: string, v: Partial<typeof groupMessages.$inferInsert>) =>
    db.update(groupMessages).set({ ...v, updatedAt: new Date() }).where(eq(groupMessages.id, id)),

  /** Per day on the event's wall clock, oldest first. */
  async daily(db: Conn, groupId: string, timeZone: string) {
    const day = (col: unknown) => sql<string>`to_char(${col} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const joins = await db
      .select({ date: day(groupMembers.joinedAt), count: sql<number>`count(*)::int` })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const posts = await db
      .select({ date: day(groupMessages.createdAt), count: sql<number>`count(*)::int` })
      .from(groupMessages)
      .where(eq(groupMessages.groupId, groupId))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return { joins, posts };
  },

  async insights(db: Conn, groupId: string) {
    const [m] = await db
      .select({ messages: count(), posters: countDistinct(groupMessages.authorId) })
      .from(groupMessages)
      .where(and(eq(groupMessages.groupId, groupId), isNull(groupMessages.deletedAt)));
    return { messageCount: m?.messages ?? 0, activePosters: m?.posters ?? 0 };
  },
};
