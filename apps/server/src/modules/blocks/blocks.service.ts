import { englishError, type BlockedPerson } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { EventsService } from '../events/events.service.js';
import type { BlockList } from './block-list.js';
import { blocksRepo } from './blocks.repo.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  connections: ConnectionsService;
  blockList: BlockList;
  realtime: Realtime;
}

/**
 * POST/GET/DELETE /events/{event}/blocks (decision 019). A block hides the two from each other at
 * the event and ends what they had (connection, requests, meetings still to come) silently; the blocked person is never told.
 */
export function createBlocksService({ db, events, attendees, connections, blockList, realtime }: Deps) {
  async function attendeeEvent(ref: string, userId: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  return {
    async block(ref: string, me: string, userId: string) {
      const event = await attendeeEvent(ref, me);
      if (userId === me) throw new AppError(400, 'SelfBlockException', englishError('cannotBlockSelf'));
      // Someone who blocked me first can still be blocked back: they are not "not at the event".
      if (!(await attendees.isAttendee(event.id, userId))) throw new AppError(404, 'UserNotFoundException', englishError('userNotFound'));
      const result = await db.transaction(async (tx) => {
        if (!(await blocksRepo.insert(tx, event.id, me, userId))) return 'already' as const;
        await blocksRepo.endMeetings(tx, event.id, me, userId);
        return { ended: await connections.endBetween(tx, event.id, me, userId) };
      });
      // Blocked already (a second tap): done, and nothing more to tell anyone.
      if (result === 'already') return { ok: true as const };
      const { ended } = result;
      // After the commit: both chats close, and both people's live boards stop carrying the other.
      if (ended) await connections.announceRemoved(ended);
      await realtime.pairChanged({ eventId: event.id, a: me, b: userId, hidden: true });
      return { ok: true as const };
    },

    async unblock(ref: string, me: string, userId: string) {
      const event = await attendeeEvent(ref, me);
      if (!(await blocksRepo.remove(db, event.id, me, userId))) {
        // Not blocked (any more): what was asked holds already, for someone at the event; anyone else is not found, as for a block.
        if (!(await attendees.isAttendee(event.id, userId))) throw new AppError(404, 'UserNotFoundException', englishError('userNotFound'));
        return { ok: true as const };
      }
      // They may have blocked me too: then the two stay hidden from each other.
      await realtime.pairChanged({ eventId: event.id, a: me, b: userId, hidden: await blockList.between(event.id, me, userId) });
      return { ok: true as const };
    },

    /** The people I blocked here (never who blocked me). */
    async list(ref: string, me: string, page: number, pageSize: number) {
      const event = await attendeeEvent(ref, me);
      const { rows, hasMore } = await blocksRepo.page(db, event.id, me, page, pageSize);
      const photos = await attendees.photoUrls(
        event.id,
        rows.map((r) => r.userId),
      );
      const items: BlockedPerson[] = rows.map(({ blockedAt, ...r }) => ({ ...r, photoUrl: photos.get(r.userId) ?? null, blockedAt: blockedAt.toISOString() }));
      return { items, page, pageSize, hasMore };
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
