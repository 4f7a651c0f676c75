import { DELETED_USER_NAME, type Message } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import { loadHistory, type HistoryQuery } from '../../lib/history.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { BlockList } from '../blocks/block-list.js';
import { hiddenParent } from '../../plugins/realtime-people.js';
import type { Caller, GroupAccess, GroupViewer } from './group-access.js';
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
    ? {
        id: r.parentId,
        authorName: r.parentAuthor ?? DELETED_USER_NAME,
        body: r.parentDeleted ? '' : (r.parentBody ?? ''),
        deleted: r.parentDeleted,
        ...(r.parentAuthorId ? { authorId: r.parentAuthorId } : {}),
      }
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

interface Deps {
  db: Db;
  access: GroupAccess;
  attendees: AttendeesService;
  realtime: Realtime;
  blockList: BlockList;
}

export function createMessagesService({ db, access, attendees, realtime, blockList }: Deps) {
  /** Whose messages a block hides from this reader (decision 019); the organisers' console sees all. */
  const hiddenFor = async (v: GroupViewer) => (v.isModerator ? new Set<string>() : blockList.hiddenFrom(v.eventId, v.userId));
  /** A reply keeps its place; what it quotes of a hidden person reads as deleted (live deliveries do the same). */
  const unquote =
    (hidden: Set<string>) =>
    (m: Message): Message =>
      m.parent?.authorId && hidden.has(m.parent.authorId) ? { ...m, parent: hiddenParent(m.parent) } : m;

  /** Each message with its author's photo at this event (one query for them all; organisers have none). */
  async function withPhotos(eventId: string, messages: Message[]): Promise<Message[]> {
    const urls = await attendees.photoUrls(
      eventId,
      messages.flatMap((m) => (m.authorId ? [m.authorId] : [])),
    );
    return messages.map((m) => ({ ...m, authorPhotoUrl: (m.authorId && urls.get(m.authorId)) || null }));
  }

  async function reload(group: { id: string; eventId: string }, id: string) {
    const [message] = await withPhotos(group.eventId, [toMessage((await groupsRepo.findMessage(db, group.id, id))!)]);
    return message!;
  }

  return {
    async list(ref: string, caller: Caller, groupId: string, q: HistoryQuery) {
      const { v, group } = await access.viewGroup(ref, caller, groupId);
      const hidden = await hiddenFor(v);
      const page = await loadHistory(
        q,
        {
          changedSince: (since, limit) => groupsRepo.changedSince(db, group.id, since, limit, [...hidden]),
          seqOf: async (id) => (await groupsRepo.findMessage(db, group.id, id))?.m.seq,
          pageBefore: (seq, limit) => groupsRepo.pageBefore(db, group.id, seq, limit, [...hidden]),
        },
        toMessage,
      );
      // The newest page carries the pinned message, a restarted resync's too.
      const newest = !q.before && (!q.changedSince || page.restart);
      const found = newest ? await groupsRepo.pinnedMessage(db, group.id) : undefined;
      const pinnedRow = found?.m.authorId && hidden.has(found.m.authorId) ? undefined : found;
      // One photo lookup for the page and its pinned message: a statement per answer saved.
      const withPhoto = await withPhotos(group.eventId, pinnedRow ? [...page.items, toMessage(pinnedRow)] : page.items);
      const pinned = pinnedRow ? withPhoto.pop()! : null;
      const items = withPhoto.map(unquote(hidden));
      return newest ? { ...page, items, pinned } : { ...page, items };
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
      const parent = input.parentId ? await groupsRepo.findMessage(db, group.id, input.parentId) : undefined;
      if (input.parentId && (!parent || (parent.m.authorId && (await hiddenFor(v)).has(parent.m.authorId)))) {
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

    /** Messages changed outside the board (their author deleted their data): each board hears of them. */
    async republish(groupId: string, ids: string[]) {
      const [row] = await groupsRepo.withTime(db, [groupId]);
      if (!row) return;
      for (const id of ids) await realtime.publish(boardKey(groupId), 'message.updated', await reload(row.g, id));
    },

    /** The WebSocket twin of `list`: the same viewer rule. */
    async authorizeBoard(caller: Caller, ref: string, groupId: string) {
      await access.viewGroup(ref, caller, groupId);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
