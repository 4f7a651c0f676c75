import type { ReadMarkInput, Unread } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import type { SocketUser } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { unreadRepo } from './unread.repo.js';

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
}

/** Unread counts and read marks (decision 024): an attendee's own, at one event. */
export function createUnreadService({ db, events, attendees }: Deps) {
  async function attendeeEvent(ref: string, me: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, me))) throw errors.notFound('eventNotFound');
    return event;
  }

  async function countsAt(eventId: string, me: string): Promise<Unread> {
    const rows = (await unreadRepo.counts(db, eventId, me)).filter((r) => r.count > 0);
    const chats = rows.flatMap((r) => (r.kind === 'chat' && r.id ? [{ connectionId: r.id, count: r.count }] : []));
    const groups = rows.flatMap((r) => (r.kind === 'group' && r.id ? [{ groupId: r.id, count: r.count }] : []));
    const requests = rows.find((r) => r.kind === 'requests')?.count ?? 0;
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    return { chats, groups, requests, totals: { connections: sum(chats) + requests, groups: sum(groups) } };
  }

  return {
    async unread(ref: string, me: string) {
      return countsAt((await attendeeEvent(ref, me)).id, me);
    },
    /** Only my own chats and the boards of my groups; anything else does not exist for me. */
    async markRead(ref: string, me: string, input: ReadMarkInput) {
      const event = await attendeeEvent(ref, me);
      const mine = input.kind === 'chat' ? await unreadRepo.isMyChat(db, event.id, input.id, me) : await unreadRepo.isMyGroup(db, event.id, input.id, me);
      if (!mine) throw input.kind === 'chat' ? errors.notFound('connectionNotFound') : errors.notFound();
      await unreadRepo.mark(db, me, input.kind, input.id, input.seq);
      return countsAt(event.id, me);
    },
    /** The `person` channel: only the person themself, while an attendee of the event (by id). */
    async authorizePerson(user: SocketUser, eventId: string, userId: string) {
      if (user.userId !== userId) throw errors.notFound();
      const event = await events.ownerOf(eventId);
      if (!event || !(await attendees.attends(event.id, user))) throw errors.notFound('eventNotFound');
    },
  };
}
export type UnreadService = ReturnType<typeof createUnreadService>;
