import type { Message } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import { loadHistory, type HistoryQuery } from '../../lib/history.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { Caller, GroupAccess } from './group-access.js';
import { groupsRepo } from './groups.repo.js';

type Row = NonNullable<Awaited<ReturnType<typeof groupsRepo.findMessage>>>;

/** Plain text only: the client renders text and links, never HTML. A deleted message keeps its place, not its words. */
export const toMessage = (r: Row): Message => ({
  id: r.m.id,
  seq: r.m.seq,
  authorId: r.m.authorId,
  authorName: r.authorName,
  authorUsername: r.authorUsername,
  body: r.m.deletedAt ? '' : r.m.body,
  parent: r.parentId
    ? { id: r.parentId, authorName: r.parentAuthor ?? '', body: r.parentDeleted ? '' : (r.parentBody ?? ''), deleted: r.parentDeleted }
    : null,
  createdAt: r.m.createdAt.toISOString(),
  editedAt: r.m.editedAt?.toISOString() ?? null,
  deleted: r.m.deletedAt !== null,
  removedByModerator: r.m.removedByModerator,
  byOrganiser: r.m.byOrganiser,
  pinned: r.m.pinnedAt !== null,
  updatedAt: r.m.updatedAt.toISOString(),
});

export const boardKey = (groupId: string) => `group:${groupId}`;

export function createMessagesService({ db, access, attendees, realtime }: { db: Db; access: GroupAccess; attendees: AttendeesService; realtime: Realtime }) {
  /** Each message with its author's photo at this event (one query for them all; organisers have none). */
  async function withPhotos(eventId: string, messages: Message[]): Promise<Message[]> {
    const urls = await attendees.photoUrls(eventId, messages.map((m) => m.authorId));
    return messages.map((m) => ({ ...m, authorPhotoUrl: urls.get(m.authorId) ?? null }));
  }

  async function reload(group: { id: string; eventId: string }, id: string) {
    const [message] = await withPhotos(group.eventId, [toMessage((await groupsRepo.findMessage(db, group.id, id))!)]);
    return message!;
  }

  return {
    async list(ref: string, caller: Caller, groupId: string, q: HistoryQuery) {
      const { group } = await access.viewGroup(ref, caller, groupId);
      const page = await loadHistory(
        q,
        {
          changedSince: (since, limit) => groupsRepo.changedSince(db, group.id, since, limit),
          seqOf: async (id) => (await groupsRepo.findMessage(db, group.id, id))?.m.seq,
          pageBefore: (seq, limit) => groupsRepo.pageBefore(db, group.id, seq, limit),
        },
        toMessage,
      );
      const items = await withPhotos(group.eventId, page.items);
      if (q.before || q.changedSince) return { ...page, items };
      const pinnedRow = await groupsRepo.pinnedMessage(db, group.id);
      const [pinned] = pinnedRow ? await withPhotos(group.eventId, [toMessage(pinnedRow)]) : [];
      return { ...page, items, pinned: pinned ?? null };
    },

    /** The organisers pin one message to the top of the board (unpinning the one before), or unpin it. */
    async pin(ref: string, caller: Caller, groupId: string, messageId: string, pinned: boolean) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      if (!v.isModerator) throw errors.forbidden();
      if (group.deactivatedAt) throw errors.conflict('groupDeactivated');
      const found = await groupsRepo.findMessage(db, group.id, messageId);
      if (!found) throw errors.notFound();
      if (found.m.deletedAt) throw errors.conflict('messageDeleted');
      const changed = await db.transaction(async (tx) => {
        const unpinned = pinned ? await groupsRepo.unpinAll(tx, group.id, messageId) : [];
        await groupsRepo.updateMessage(tx, messageId, { pinnedAt: pinned ? new Date() : null });
        return [...unpinned, messageId];
      });
      // After the commit, every board hears of each message whose pin changed.
      for (const id of changed) await realtime.publish(boardKey(group.id), 'message.updated', await reload(group, id));
      return reload(group, messageId);
    },

    async post(ref: string, caller: Caller, groupId: string, input: { body: string; parentId?: string | null }) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      await access.requirePoster(v, group);
      if (input.parentId && !(await groupsRepo.findMessage(db, group.id, input.parentId))) {
        throw errors.field(400, 'parentId', 'parentNotInGroup');
      }
      const row = await groupsRepo.insertMessage(db, {
        groupId: group.id,
        authorId: v.userId,
        body: input.body,
        parentId: input.parentId ?? null,
        byOrganiser: v.isModerator,
      });
      const message = await reload(group, row.id);
      await realtime.publish(boardKey(group.id), 'message.created', message);
      return message;
    },

    async edit(ref: string, caller: Caller, groupId: string, messageId: string, body: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const found = await groupsRepo.findMessage(db, group.id, messageId);
      if (!found) throw errors.notFound();
      if (found.m.authorId !== v.userId) throw errors.forbidden('notYourMessage');
      if (found.m.deletedAt) throw errors.conflict('messageDeleted');
      await access.requirePoster(v, group);
      await groupsRepo.updateMessage(db, messageId, { body, editedAt: new Date() });
      const message = await reload(group, messageId);
      await realtime.publish(boardKey(group.id), 'message.updated', message);
      return message;
    },

    /** Authors delete their own; company moderators may remove any (shown as removed). */
    async remove(ref: string, caller: Caller, groupId: string, messageId: string) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const found = await groupsRepo.findMessage(db, group.id, messageId);
      if (!found) throw errors.notFound();
      const own = found.m.authorId === v.userId;
      if (!own && !v.isModerator) throw errors.forbidden('notYourMessage');
      if (own && !v.isModerator && group.deactivatedAt) throw errors.conflict('groupDeactivated');
      if (!found.m.deletedAt) {
        await groupsRepo.updateMessage(db, messageId, { deletedAt: new Date(), removedByModerator: !own });
      }
      const message = await reload(group, messageId);
      await realtime.publish(boardKey(group.id), 'message.deleted', message);
      return message;
    },

    /** The WebSocket twin of `list`: the same viewer rule. */
    async authorizeBoard(caller: Caller, ref: string, groupId: string) {
      await access.viewGroup(ref, caller, groupId);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
