import { englishError, type Connection, type ConnectionProfile, type Message } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { AppError, errors } from '../../lib/errors.js';
import { loadHistory, type HistoryQuery } from '../../lib/history.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { IcebreakersService } from '../attendees/icebreakers.service.js';
import { countShared, NOTHING } from '../attendees/shared-reasons.js';
import type { EventsService } from '../events/events.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { connectionsRepo, type ChatRow, type ConnectionRow } from './connections.repo.js';
import { consentRepo } from './consent.repo.js';

const connectionNotFound = () => new AppError(404, 'ConnectionNotFoundException', englishError('connectionNotFound'));
export const userNotFound = () => new AppError(404, 'UserNotFoundException', englishError('userNotFound'));

export const chatKey = (connectionId: string) => `chat:${connectionId}`;

export const toChatMessage = (r: ChatRow): Message => ({
  id: r.m.id,
  seq: r.m.seq,
  authorId: r.m.authorId,
  authorName: r.authorName,
  authorUsername: r.authorUsername,
  body: r.m.body,
  parent: null,
  createdAt: r.m.createdAt.toISOString(),
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt: r.m.updatedAt.toISOString(),
});

interface Deps {
  db: Db;
  events: EventsService;
  attendees: AttendeesService;
  groups: GroupsService;
  icebreakers: IcebreakersService;
  realtime: Realtime;
  notifier: Notifier;
}

export function createConnectionsService({ db, events, attendees, icebreakers, realtime, notifier }: Deps) {
  /** The event, when the caller is one of its attendees; otherwise it does not exist for them. */
  async function attendeeEvent(ref: string, userId: string) {
    const event = await events.ownerOf(ref);
    if (!event || !(await attendees.isAttendee(event.id, userId))) throw errors.notFound('eventNotFound');
    return event;
  }

  async function live(ref: string, userId: string, connectionId: string) {
    const event = await attendeeEvent(ref, userId);
    const row = await connectionsRepo.findLiveFor(db, event.id, connectionId, userId);
    if (!row) throw connectionNotFound(); // removed, or someone else's
    return { event, row };
  }

  async function toConnections(eventId: string, me: string, rows: ConnectionRow[]): Promise<Connection[]> {
    const otherOf = (r: ConnectionRow) => (r.initiatorId === me ? r.userId : r.initiatorId);
    const people = await attendees.people(eventId, rows.map(otherOf));
    const photos = await attendees.photoUrls(eventId, rows.map(otherOf));
    const last = new Map(
      (
        await connectionsRepo.lastMessages(
          db,
          rows.map((r) => r.id),
        )
      ).map((m) => [m.m.connectionId, toChatMessage(m)]),
    );
    return rows.map((r) => {
      const p = people.get(otherOf(r))!;
      return {
        connectionId: r.id,
        eventId: r.eventId,
        initiatorId: r.initiatorId,
        userId: r.userId,
        other: { userId: p.userId, username: p.username, firstName: p.firstName, lastName: p.lastName, hometown: p.hometown, photoUrl: photos.get(p.userId) ?? null },
        createdAt: r.createdAt.toISOString(),
        lastMessage: last.get(r.id) ?? null,
      };
    });
  }

  /** What we share by the one rule (decision 028); nothing when their profile is gone for me. */
  async function sharedOrNothing(ref: string, viewerId: string, userId: string) {
    try {
      return (await icebreakers.pair(ref, viewerId, userId)).shared;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return NOTHING;
      throw err;
    }
  }

  /** Both people's chats close; the server then ends every subscription to it. */
  const announceRemoved = (connectionId: string) =>
    realtime.publishChange({ type: 'change', channelKey: chatKey(connectionId), event: 'connection.removed', at: new Date().toISOString(), connectionId });

  return {
    attendeeEvent,
    /**
     * Connects two people of an event now (in `tx` when given); an existing live connection is
     * returned instead, with created false. Open requests between them are settled either way, and
     * their accepted meeting of about now is marked held (`held`: its id, for a live change).
     */
    async connect(tx: Db | Tx, eventId: string, initiatorId: string, userId: string) {
      const existing = await connectionsRepo.livePair(tx, eventId, initiatorId, userId);
      await consentRepo.settleBetween(tx, eventId, initiatorId, userId);
      const held = await connectionsRepo.markMeetingsHeld(tx, eventId, initiatorId, userId);
      if (existing) return { row: existing, created: false, held };
      return { row: await connectionsRepo.insert(tx, { eventId, initiatorId, userId }), created: true, held };
    },
    livePair: (eventId: string, a: string, b: string) => connectionsRepo.livePair(db, eventId, a, b),
    /** Two people already connected scanned each other again: their meeting of about now is held (in `tx`). */
    markMeetingsHeld: (tx: Db | Tx, eventId: string, a: string, b: string) => connectionsRepo.markMeetingsHeld(tx, eventId, a, b),
    /** POST /connections's answer: the connection as `me` sees it, and what the two share (as far as `me` may see). */
    async result(ref: string, eventId: string, me: string, other: string, row: ConnectionRow, created: boolean) {
      const [connection] = await toConnections(eventId, me, [row]);
      const shared = await sharedOrNothing(ref, me, other);
      return {
        connection: connection!,
        created,
        sharedInterests: shared.interests,
        sharedAdventures: shared.adventures,
        sharedDestinations: shared.destinations,
      };
    },
    /** Other people as requests show them, by user id (one read for a page). */
    people: (eventId: string, userIds: string[]) => attendees.people(eventId, userIds),

    async list(ref: string, userId: string, page: number, pageSize: number) {
      const event = await attendeeEvent(ref, userId);
      const { rows, hasMore } = await connectionsRepo.page(db, event.id, userId, page, pageSize);
      return { items: await toConnections(event.id, userId, rows), page, pageSize, hasMore };
    },
    async get(ref: string, userId: string, connectionId: string) {
      const { event, row } = await live(ref, userId, connectionId);
      return (await toConnections(event.id, userId, [row]))[0]!;
    },
    async remove(ref: string, userId: string, connectionId: string) {
      const { row } = await live(ref, userId, connectionId);
      await connectionsRepo.remove(db, row.id);
      await announceRemoved(row.id);
      return { ok: true as const };
    },
    /**
     * A block or a removal from the event (decision 019), in the caller's transaction: the two
     * people's live connection ends silently and their open requests are taken back. The ended
     * connection's id, for `announceRemoved` once the transaction is committed.
     */
    async endBetween(tx: Db | Tx, eventId: string, a: string, b: string) {
      await consentRepo.cancelBetween(tx, eventId, a, b);
      const pair = await connectionsRepo.livePair(tx, eventId, a, b);
      if (pair) await connectionsRepo.remove(tx, pair.id);
      return pair?.id;
    },
    announceRemoved,

    async messages(ref: string, userId: string, connectionId: string, q: HistoryQuery) {
      const { row } = await live(ref, userId, connectionId);
      return loadHistory(
        q,
        {
          changedSince: (since, limit) => connectionsRepo.changedSince(db, row.id, since, limit),
          seqOf: async (id) => (await connectionsRepo.findMessage(db, row.id, id))?.m.seq,
          pageBefore: (seq, limit) => connectionsRepo.pageBefore(db, row.id, seq, limit),
        },
        toChatMessage,
      );
    },
    async post(ref: string, userId: string, connectionId: string, body: string) {
      const { event, row } = await live(ref, userId, connectionId);
      const inserted = await connectionsRepo.insertMessage(db, { connectionId: row.id, authorId: userId, body });
      await connectionsRepo.touch(db, row.id);
      const message = toChatMessage((await connectionsRepo.findMessage(db, row.id, inserted.id))!);
      await realtime.publish(chatKey(row.id), 'message.created', message);
      // The other person's unread badge, and a browser notification when they are not in the chat (decision 024).
      const other = row.initiatorId === userId ? row.userId : row.initiatorId;
      await notifier.chatMessage(event.id, row.id, { userId, name: message.authorName }, other);
      return message;
    },
    /** The WebSocket twin: only the two people of a live connection. */
    async authorizeChat(userId: string, ref: string, connectionId: string) {
      await live(ref, userId, connectionId);
    },

    /** Another attendee with what we share marked (decision 028): interests, places, groups and the hometown, and their count. */
    async profile(ref: string, viewerId: string, userId: string): Promise<ConnectionProfile> {
      const event = await attendeeEvent(ref, viewerId);
      const { theirs, theirGroups, shared } = await icebreakers.pair(ref, viewerId, userId).catch((err: unknown) => {
        throw err instanceof AppError && err.status === 404 ? userNotFound() : err;
      });
      const has = (list: { id: string }[], id: string) => list.some((x) => x.id === id);
      const pair = await connectionsRepo.livePair(db, event.id, viewerId, userId);
      const request = pair ? null : await consentRepo.openBetween(db, event.id, viewerId, userId);
      return {
        userId,
        username: theirs.username,
        firstName: theirs.firstName,
        lastName: theirs.lastName,
        hometown: theirs.hometown ?? null,
        interests: theirs.interests.map((i) => ({ ...i, mutual: has(shared.interests, i.id) })),
        adventures: theirs.adventures.map((p) => ({ ...p, mutual: has(shared.adventures, p.id) })),
        destinations: theirs.destinations.map((p) => ({ ...p, mutual: has(shared.destinations, p.id) })),
        groups: theirGroups.map((g) => ({ ...g, mutual: has(shared.groups, g.id) })),
        sharedHometown: shared.hometown !== null,
        inCommon: countShared(shared),
        connectionId: pair?.id ?? null,
        request,
        photoUrl: theirs.photoUrl,
        headline: theirs.headline,
        bio: theirs.bio,
        links: theirs.links,
        intents: theirs.intents,
      };
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
