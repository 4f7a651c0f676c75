import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import {
  announcementDismissals,
  announcements,
  blocks,
  checkIns,
  connectionCodes,
  connectionRequests,
  connections,
  eventAttendees,
  eventNotificationSettings,
  eventPasses,
  eventRemovals,
  eventWaitlist,
  gatheringAttendance,
  gatherings,
  groupMatches,
  groupMembers,
  groupMessages,
  groups,
  profiles,
  reports,
  uploads,
} from '../../db/schema/index.js';
import { leaveEvent } from '../attendees/leave-event.queries.js';
import { recountGroups } from '../groups/groups.queries.js';

/**
 * Deletion across the attendee tables, always inside the caller's transaction (decision 020). Like
 * insights (decision 006) it works on the other modules' tables directly: one deletion has to see
 * all of them at once to be all or nothing. Answers what to announce once it has committed.
 */
export interface Erased {
  /** Live connections that ended: their chats close for the other person. */
  connectionIds: string[];
  /** Groups whose member or seat counts changed. */
  groupIds: string[];
  /** Board messages now shown as from "Deleted user", by group. */
  messages: { id: string; groupId: string }[];
  /** Stored files whose rows are gone. */
  fileKeys: string[];
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

export const eraseRepo = {
  /**
   * Everyone who left anything personal at an event (retention deletes all of it): attendees,
   * profiles, members, marks, connections and board authors other than the organisers' posts.
   */
  async peopleOfEvent(tx: Tx, eventId: string): Promise<string[]> {
    const result = (await tx.execute(sql`
      select user_id as id from ${eventAttendees} where event_id = ${eventId}
      union select user_id from ${profiles} where event_id = ${eventId}
      union select m.user_id from ${groupMembers} m join ${groups} g on g.id = m.group_id where g.event_id = ${eventId}
      union select a.user_id from ${gatheringAttendance} a join ${gatherings} ga on ga.id = a.gathering_id join ${groups} g on g.id = ga.group_id where g.event_id = ${eventId}
      union select initiator_id from ${connections} where event_id = ${eventId}
      union select user_id from ${connections} where event_id = ${eventId}
      union select m.author_id from ${groupMessages} m join ${groups} g on g.id = m.group_id where g.event_id = ${eventId} and m.author_id is not null and not m.by_organiser
      union select user_id from ${checkIns} where event_id = ${eventId}
      union select user_id from ${eventPasses} where event_id = ${eventId}
    `)) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => r.id);
  },

  /**
   * Some people's presence at one event: attendance, profile (interests, places, photo when nothing
   * else uses it), memberships, held seats, gathering marks, connections with their chats, requests,
   * codes, their blocks, pass and check-in. Board messages stay, without an author; gatherings stay, without a creator.
   * `everything` (retention) also deletes the event's reports, removals and line.
   */
  async eventPresence(tx: Tx, eventId: string, userIds: string[], everything = false): Promise<Erased> {
    const done: Erased = { connectionIds: [], groupIds: [], messages: [], fileKeys: [] };
    if (!userIds.length) return done;
    const who = (col: Parameters<typeof inArray>[0]) => inArray(col, userIds);
    const eventGroups = tx.select({ id: groups.id }).from(groups).where(eq(groups.eventId, eventId));

    const theirs = and(eq(connections.eventId, eventId), or(who(connections.initiatorId), who(connections.userId)));
    done.connectionIds = (
      await tx
        .select({ id: connections.id })
        .from(connections)
        .where(and(theirs, isNull(connections.removedAt)))
    ).map((c) => c.id);
    await tx.delete(connections).where(theirs); // chats go with them (cascade)
    await tx.delete(connectionRequests).where(and(eq(connectionRequests.eventId, eventId), or(who(connectionRequests.fromUserId), who(connectionRequests.toUserId))));
    await tx.delete(connectionCodes).where(and(eq(connectionCodes.eventId, eventId), who(connectionCodes.userId)));
    // Announcement choices and closed cards (decision 022): the announcements are the organisers'.
    await tx.delete(eventNotificationSettings).where(and(eq(eventNotificationSettings.eventId, eventId), who(eventNotificationSettings.userId)));
    await tx
      .delete(announcementDismissals)
      .where(
        and(inArray(announcementDismissals.announcementId, tx.select({ id: announcements.id }).from(announcements).where(eq(announcements.eventId, eventId))), who(announcementDismissals.userId)),
      );
    // The organisers' messages to this person alone (decision 035) are about them: they go too.
    await tx.delete(announcements).where(and(eq(announcements.eventId, eventId), isNotNull(announcements.recipientId), who(announcements.recipientId)));
    await tx.delete(blocks).where(and(eq(blocks.eventId, eventId), everything ? undefined : who(blocks.blockerId)));
    // Their pass and their check-in at the door (decision 038): a pass whose row is gone is refused.
    await tx.delete(checkIns).where(and(eq(checkIns.eventId, eventId), who(checkIns.userId)));
    await tx.delete(eventPasses).where(and(eq(eventPasses.eventId, eventId), who(eventPasses.userId)));
    if (everything) {
      await tx.delete(reports).where(eq(reports.eventId, eventId));
      await tx.delete(eventRemovals).where(eq(eventRemovals.eventId, eventId));
      // People still waiting for a place at an event whose data goes (decision 037).
      await tx.delete(eventWaitlist).where(eq(eventWaitlist.eventId, eventId));
    }

    await tx
      .update(gatherings)
      .set({ createdBy: null })
      .where(and(inArray(gatherings.groupId, eventGroups), who(gatherings.createdBy)));
    done.messages = await tx
      .update(groupMessages)
      .set({ authorId: null, updatedAt: new Date() })
      .where(and(inArray(groupMessages.groupId, eventGroups), who(groupMessages.authorId), eq(groupMessages.byOrganiser, false)))
      .returning({ id: groupMessages.id, groupId: groupMessages.groupId });
    const left = await leaveEvent(tx, eventId, userIds);
    done.groupIds = left.groupIds;
    done.fileKeys = left.fileKeys;
    return done;
  },

  /** Before an account goes: what to announce, and the messages that will lose their author. */
  async accountFootprint(tx: Tx, userId: string) {
    const live = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(and(isNull(connections.removedAt), or(eq(connections.initiatorId, userId), eq(connections.userId, userId))));
    const member = await tx.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));
    const seats = await tx.select({ groupId: groupMatches.groupId }).from(groupMatches).where(eq(groupMatches.userId, userId));
    // Touched now, so a board that resyncs (changedSince) sees them turn into "Deleted user".
    const messages = await tx.update(groupMessages).set({ updatedAt: new Date() }).where(eq(groupMessages.authorId, userId)).returning({ id: groupMessages.id, groupId: groupMessages.groupId });
    return { connectionIds: live.map((c) => c.id), groupIds: uniq([...member, ...seats].map((r) => r.groupId)), messages };
  },

  recount: recountGroups,

  /** Live connections of events about to be deleted with their company: their chats close too. */
  liveConnectionsOfCompany: async (tx: Tx, companyId: string) =>
    (await tx.execute(sql`select c.id from ${connections} c join events e on e.id = c.event_id where e.company_id = ${companyId} and c.removed_at is null`)) as unknown as { rows: { id: string }[] },

  /** Storage keys of the uploads a person made, and of a company's images. */
  uploadKeys: async (tx: Tx, where: { uploadedBy?: string; companyId?: string }) =>
    (
      await tx
        .select({ key: uploads.storageKey })
        .from(uploads)
        .where(where.companyId ? eq(uploads.companyId, where.companyId) : eq(uploads.uploadedBy, where.uploadedBy!))
    ).map((u) => u.key),

  /** A company's images that one member uploaded pass to another member, so they stay when that account goes. */
  handOverUploads: (tx: Tx, companyId: string, from: string, to: string) =>
    tx
      .update(uploads)
      .set({ uploadedBy: to })
      .where(and(eq(uploads.companyId, companyId), eq(uploads.uploadedBy, from), isNotNull(uploads.companyId), ne(uploads.uploadedBy, to))),
};
