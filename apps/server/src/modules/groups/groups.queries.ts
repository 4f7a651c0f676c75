import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/index.js';
import { sqlList } from '../../db/sql-list.js';
import { groupMatches, groupMembers, groupMessages, groups } from '../../db/schema/index.js';

/* What other modules may read of the groups, their members and boards, inside their own queries. */

type Conn = Db | Tx;

/** Every group with what other modules show of it. Join it on `id`. */
export const groupsQuery = () =>
  new QueryBuilder().select({ id: groups.id, eventId: groups.eventId, name: groups.name, icon: groups.icon, deactivatedAt: groups.deactivatedAt }).from(groups).as('grp');

/** The active groups of the event that `userId` is in, by name. */
export const groupsOfUser = (db: Conn, eventId: string, userId: string) =>
  db
    .select({ id: groups.id, name: groups.name, icon: groups.icon })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(and(eq(groups.eventId, eventId), isNull(groups.deactivatedAt)))
    .orderBy(asc(groups.name));

/** SQL: the ids of a group's members (for `in`). */
export const memberIdsOf = (groupId: string) => new QueryBuilder().select({ u: groupMembers.userId }).from(groupMembers).where(eq(groupMembers.groupId, groupId));

/** SQL: `userId` is a member of the group. */
export const isMemberOf = (groupId: SQLWrapper, userId: SQLWrapper | string) => sql<boolean>`exists (select 1 from ${groupMembers} gm where gm.group_id = ${groupId} and gm.user_id = ${userId})`;

/** Whether `userId` belongs to this group of the event. */
export async function isMemberAt(db: Conn, eventId: string, groupId: string, userId: string) {
  const rows = await db
    .select({ id: groups.id })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groups.eventId, eventId)));
  return rows.length > 0;
}

/** SQL: how many active groups of the event `userId` is in. */
export const activeGroupCount = (eventId: SQLWrapper, userId: SQLWrapper) =>
  sql<number>`(
    select count(*)::int from ${groupMembers} gm join ${groups} g on g.id = gm.group_id
    where gm.user_id = ${userId} and g.event_id = ${eventId} and g.deactivated_at is null
  )`;

/** SQL: (user_id, name) of the members of some groups, one row per membership. */
export const membersOfGroups = (groupIds: string[]) => sql`(select gm.user_id, g.name from ${groupMembers} gm join ${groups} g on g.id = gm.group_id where gm.group_id in ${sqlList(groupIds)})`;

/** Board messages of the event's groups, with their group: what reports and moderation look at. */
export const boardMessagesAt = (db: Conn, eventId: string, messageIds: string[]) =>
  messageIds.length
    ? db
        .select({
          id: groupMessages.id,
          authorId: groupMessages.authorId,
          body: groupMessages.body,
          deletedAt: groupMessages.deletedAt,
          createdAt: groupMessages.createdAt,
          groupId: groups.id,
          groupName: groups.name,
          groupIcon: groups.icon,
        })
        .from(groupMessages)
        .innerJoin(groups, eq(groups.id, groupMessages.groupId))
        .where(and(eq(groups.eventId, eventId), inArray(groupMessages.id, messageIds)))
    : Promise.resolve([]);

/** SQL: the ids of the event's groups (for `in`). */
export const groupIdsAt = (eventId: string) => new QueryBuilder().select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId));

/** Members and held seats counted again from the rows, for the groups touched. */
export async function recountGroups(tx: Tx, groupIds: string[]) {
  if (!groupIds.length) return;
  await tx
    .update(groups)
    .set({
      memberCount: sql`(select count(*)::int from ${groupMembers} m where m.group_id = ${groups.id})`,
      reservedCount: sql`(select count(*)::int from ${groupMatches} x where x.group_id = ${groups.id} and x.holding)`,
    })
    .where(inArray(groups.id, groupIds));
}

/** Some people out of every group of the event and every seat held for them, counts recounted. Answers the groups touched. */
export async function leaveGroupsAt(tx: Tx, eventId: string, userIds: string[]) {
  const left = await tx
    .delete(groupMembers)
    .where(and(inArray(groupMembers.groupId, groupIdsAt(eventId)), inArray(groupMembers.userId, userIds)))
    .returning({ groupId: groupMembers.groupId });
  const seats = await tx
    .delete(groupMatches)
    .where(and(eq(groupMatches.eventId, eventId), inArray(groupMatches.userId, userIds)))
    .returning({ groupId: groupMatches.groupId });
  const groupIds = [...new Set([...left, ...seats].map((r) => r.groupId))];
  await recountGroups(tx, groupIds);
  return groupIds;
}
