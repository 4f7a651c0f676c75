import { and, asc, count, countDistinct, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DELETED_USER_NAME } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { dbNowIso } from '../../db/now.js';
import { prepared } from '../../db/prepared.js';
import { groupMatches, groupMembers, groupMessages, groups } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';
import { sqlList } from '../../db/sql-list.js';
import { interestsAt, nameAtEvent, namesOf, personAtEvent } from '../attendees/attendees.queries.js';
import { usernameOf } from '../auth/auth.queries.js';
import { groupsOfUser } from './groups.queries.js';

type Conn = Db | Tx;
export type GroupRow = typeof groups.$inferSelect;
export type MessageRow = typeof groupMessages.$inferSelect;

const parent = alias(groupMessages, 'parent');

/** A board author as people see them: the full name on their profile at the board's event, else the username (organisers). */
const boardName = (userId: AnyColumn) => nameAtEvent(sql`(select g.event_id from ${groups} g where g.id = ${groupMessages.groupId})`, userId);

// Every board, gathering and group request checks these: prepared.
const groupOfEvent = prepared((db) =>
  db
    .select()
    .from(groups)
    .where(and(eq(groups.eventId, sql.placeholder('eventId')), eq(groups.id, sql.placeholder('groupId'))))
    .prepare('group_of_event'),
);
const groupMembership = prepared((db) =>
  db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, sql.placeholder('groupId')), eq(groupMembers.userId, sql.placeholder('userId'))))
    .prepare('group_membership'),
);

// Every board screen opens with these, and every phone back from a lost connection asks again: prepared.
const newestMessages = prepared((db) =>
  groupsRepo
    .messageSelect(db)
    .where(eq(groupMessages.groupId, sql.placeholder('groupId')))
    .orderBy(desc(groupMessages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('board_newest_page'),
);
const pinnedOf = prepared((db) =>
  groupsRepo
    .messageSelect(db)
    .where(and(eq(groupMessages.groupId, sql.placeholder('groupId')), isNotNull(groupMessages.pinnedAt), isNull(groupMessages.deletedAt)))
    .limit(1)
    .prepare('board_pinned_message'),
);

/** Not written by people a block hides from the reader (decision 019); a deleted user's messages stay. */
const notBy = (hidden: string[]) => (hidden.length ? or(isNull(groupMessages.authorId), notInArray(groupMessages.authorId, hidden)) : undefined);

export const groupsRepo = {
  find: async (db: Db, eventId: string, groupId: string) => (await groupOfEvent(db).execute({ eventId, groupId }))[0],
  insert: async (db: Conn, v: typeof groups.$inferInsert) => (await db.insert(groups).values(v).returning())[0]!,
  update: async (db: Conn, id: string, v: Partial<typeof groups.$inferInsert>) =>
    (
      await db
        .update(groups)
        .set({ ...v, updatedAt: new Date() })
        .where(eq(groups.id, id))
        .returning()
    )[0]!,
  /** Groups with the database time of the read, for live changes (contracts: `at` of LiveChangeSchema). */
  withTime: (db: Conn, ids: string[]) => (ids.length ? db.select({ g: groups, at: dbNowIso() }).from(groups).where(inArray(groups.id, ids)) : Promise.resolve([])),
  autoGroups: (db: Conn, eventId: string) =>
    db
      .select()
      .from(groups)
      .where(and(eq(groups.eventId, eventId), eq(groups.aiCreated, true))),
  activeOfEvent: (db: Conn, eventId: string) =>
    db
      .select()
      .from(groups)
      .where(and(eq(groups.eventId, eventId), isNull(groups.deactivatedAt))),

  async page(db: Conn, eventId: string, f: { q?: string; mineOf?: string; kind?: 'auto' | 'manual'; page: number; pageSize: number; includeInactive: boolean; onlyInactive?: boolean }) {
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

  groupsOfUser,
  membership: async (db: Db, groupId: string, userId: string) => (await groupMembership(db).execute({ groupId, userId }))[0],
  membershipsOf: async (db: Conn, userId: string, groupIds: string[]) =>
    groupIds.length
      ? db
          .select()
          .from(groupMembers)
          .where(and(eq(groupMembers.userId, userId), inArray(groupMembers.groupId, groupIds)))
      : [],

  /**
   * Adds the member and counts them in one transaction: 'added', 'already' (they were in) or
   * 'full'. The seat check and the count are one statement, so two joins never take one seat.
   * With `seatHeld`, the person takes the seat the matcher kept for them.
   */
  async addMember(tx: Tx, groupId: string, userId: string, aiMatched: boolean, seatHeld = false) {
    const added = await tx.insert(groupMembers).values({ groupId, userId, aiMatched }).onConflictDoNothing().returning();
    if (!added.length) return 'already' as const;
    const counted = await tx
      .update(groups)
      .set(seatHeld ? { memberCount: sql`${groups.memberCount} + 1`, reservedCount: sql`greatest(${groups.reservedCount} - 1, 0)` } : { memberCount: sql`${groups.memberCount} + 1` })
      .where(
        and(eq(groups.id, groupId), seatHeld ? undefined : sql`(not ${groups.aiCreated} or ${groups.targetSize} is null or ${groups.memberCount} + ${groups.reservedCount} < ${groups.targetSize})`),
      )
      .returning({ id: groups.id });
    return counted.length ? ('added' as const) : ('full' as const);
  },
  async removeMember(tx: Tx, groupId: string, userId: string) {
    const removed = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning();
    if (!removed.length) return false;
    await tx
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} - 1` })
      .where(eq(groups.id, groupId));
    return true;
  },

  // Matches: where the matcher placed each attendee (schema: group_matches).
  matchOf: async (db: Conn, eventId: string, userId: string) =>
    (
      await db
        .select()
        .from(groupMatches)
        .where(and(eq(groupMatches.eventId, eventId), eq(groupMatches.userId, userId)))
    )[0],
  /** Frees every seat still held at the event (a rerun re-matches those people); the groups touched. */
  async releaseHolds(tx: Tx, eventId: string) {
    const freed = await tx
      .delete(groupMatches)
      .where(and(eq(groupMatches.eventId, eventId), eq(groupMatches.holding, true)))
      .returning({ groupId: groupMatches.groupId });
    const ids = [...new Set(freed.map((f) => f.groupId))];
    if (ids.length) await tx.update(groups).set({ reservedCount: 0 }).where(inArray(groups.id, ids));
    return ids;
  },
  /** People the matcher need not place: in an active automatic group, or matched before. */
  async placedUsers(db: Conn, eventId: string) {
    const members = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(and(eq(groups.eventId, eventId), eq(groups.aiCreated, true), isNull(groups.deactivatedAt)));
    const matched = await db.select({ userId: groupMatches.userId }).from(groupMatches).where(eq(groupMatches.eventId, eventId));
    return new Set([...members, ...matched].map((r) => r.userId));
  },
  /** Holds a seat for each person; the group's reserved count goes up by as many. */
  async holdSeats(tx: Tx, eventId: string, groupId: string, userIds: string[]) {
    if (!userIds.length) return;
    await tx.insert(groupMatches).values(userIds.map((userId) => ({ eventId, userId, groupId })));
    await tx
      .update(groups)
      .set({ reservedCount: sql`${groups.reservedCount} + ${userIds.length}` })
      .where(eq(groups.id, groupId));
  },
  /** One seat for one person if the group still has room; false if it has not (or they were placed meanwhile). */
  async holdSeatIfRoom(tx: Tx, eventId: string, groupId: string, userId: string) {
    const room = await tx
      .update(groups)
      .set({ reservedCount: sql`${groups.reservedCount} + 1` })
      .where(and(eq(groups.id, groupId), isNull(groups.deactivatedAt), sql`${groups.memberCount} + ${groups.reservedCount} < ${groups.targetSize}`))
      .returning({ id: groups.id });
    if (!room.length) return false;
    const inserted = await tx.insert(groupMatches).values({ eventId, userId, groupId }).onConflictDoNothing().returning();
    return inserted.length > 0;
  },
  /** The person's held seat ends: taken (accepted) or given up; the group's reserved count goes down. */
  async endHold(tx: Tx, eventId: string, userId: string, accepted: boolean) {
    const [ended] = await tx
      .update(groupMatches)
      .set({ holding: false, ...(accepted ? { acceptedAt: new Date() } : {}) })
      .where(and(eq(groupMatches.eventId, eventId), eq(groupMatches.userId, userId), eq(groupMatches.holding, true)))
      .returning();
    return ended;
  },
  freeSeat: (tx: Tx, groupId: string) =>
    tx
      .update(groups)
      .set({ reservedCount: sql`greatest(${groups.reservedCount} - 1, 0)` })
      .where(eq(groups.id, groupId)),
  forgetMatch: (tx: Tx, eventId: string, userId: string) => tx.delete(groupMatches).where(and(eq(groupMatches.eventId, eventId), eq(groupMatches.userId, userId))),

  /**
   * For each active group of the event, how many of its people (members and held seats, not me)
   * like each of my interests: what suggestions are ranked by, without reading everyone's profile.
   */
  async peopleLikingMine(db: Conn, eventId: string, me: string, mine: string[], hidden: string[] = []) {
    if (!mine.length) return [];
    const notHidden = hidden.length ? sql`and p.user_id not in ${sqlList(hidden)}` : sql``;
    const result = (await db.execute(sql`
      select p.group_id as "groupId", pi.interest_id as "interestId", count(*)::int as n
      from (
        select gm.group_id, gm.user_id from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
          where g.event_id = ${eventId} and g.deactivated_at is null
        union all
        select x.group_id, x.user_id from ${groupMatches} x where x.event_id = ${eventId} and x.holding
      ) p
      join ${interestsAt(eventId, mine)} pi on pi.user_id = p.user_id
      where p.user_id <> ${me} ${notHidden}
      group by p.group_id, pi.interest_id
    `)) as unknown as { rows: { groupId: string; interestId: string; n: number }[] };
    return result.rows;
  },
  /** The interests each of a group's people (not me) shares with me, for the reason in words. */
  /** The members of some groups other than me (reasons count them, decision 028). */
  othersIn: (db: Conn, groupIds: string[], me: string) =>
    groupIds.length
      ? db
          .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(inArray(groupMembers.groupId, groupIds), ne(groupMembers.userId, me)))
      : Promise.resolve([]),

  members(db: Conn, groupId: string, eventId: string) {
    const person = personAtEvent(eventId);
    return db
      .select({
        userId: groupMembers.userId,
        ...namesOf(person),
        aiMatched: groupMembers.aiMatched,
        joinedAt: groupMembers.joinedAt,
      })
      .from(groupMembers)
      .innerJoin(person, eq(person.userId, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(asc(groupMembers.joinedAt));
  },

  // Board messages.
  messageSelect: (db: Conn) =>
    db
      .select({
        m: groupMessages,
        // Null author: they deleted their account or their profile here (decision 020).
        authorName: sql<string>`coalesce(${boardName(groupMessages.authorId)}, ${DELETED_USER_NAME})`,
        authorUsername: sql<string>`coalesce(${usernameOf(groupMessages.authorId)}, '')`,
        parentId: parent.id,
        parentBody: parent.body,
        parentDeleted: sql<boolean>`${parent.deletedAt} is not null`,
        parentAuthor: boardName(parent.authorId),
        parentAuthorId: parent.authorId,
      })
      .from(groupMessages)
      .leftJoin(parent, eq(parent.id, groupMessages.parentId)),
  pinnedMessage: async (db: Db, groupId: string) => (await pinnedOf(db).execute({ groupId }))[0],
  /** Unpins the board's other pinned messages; their ids. */
  unpinAll: async (db: Conn, groupId: string, exceptId: string) =>
    (
      await db
        .update(groupMessages)
        .set({ pinnedAt: null, updatedAt: new Date() })
        .where(and(eq(groupMessages.groupId, groupId), isNotNull(groupMessages.pinnedAt), sql`${groupMessages.id} <> ${exceptId}`))
        .returning({ id: groupMessages.id })
    ).map((r) => r.id),
  findMessage: async (db: Conn, groupId: string, id: string) => (await groupsRepo.messageSelect(db).where(and(eq(groupMessages.groupId, groupId), eq(groupMessages.id, id))))[0],
  async pageBefore(db: Db, groupId: string, beforeSeq: number | undefined, limit: number, hidden: string[] = []) {
    const rows =
      beforeSeq === undefined && !hidden.length
        ? await newestMessages(db).execute({ groupId, limit: limit + 1 })
        : await groupsRepo
            .messageSelect(db)
            .where(and(eq(groupMessages.groupId, groupId), beforeSeq !== undefined ? lt(groupMessages.seq, beforeSeq) : undefined, notBy(hidden)))
            .orderBy(desc(groupMessages.seq))
            .limit(limit + 1);
    return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
  },
  async changedSince(db: Conn, groupId: string, since: Date, limit: number, hidden: string[] = []) {
    const rows = await groupsRepo
      .messageSelect(db)
      .where(and(eq(groupMessages.groupId, groupId), gt(groupMessages.updatedAt, since), notBy(hidden)))
      .orderBy(asc(groupMessages.seq))
      .limit(limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  },
  insertMessage: async (db: Conn, v: typeof groupMessages.$inferInsert) => (await db.insert(groupMessages).values(v).returning())[0]!,
  updateMessage: (db: Conn, id: string, v: Partial<typeof groupMessages.$inferInsert>) =>
    db
      .update(groupMessages)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(groupMessages.id, id)),

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
