import { englishError, type Connection, type ConnectionProfile, type Message } from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { AppError, errors, isUniqueViolation } from '../../lib/errors.js';
import { loadHistory, type HistoryQuery } from '../../lib/history.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import type { GroupsService } from '../groups/groups.service.js';
import { connectionsRepo, type ChatRow, type ConnectionRow } from './connections.repo.js';

const connectionNotFound = () => new AppError(404, 'ConnectionNotFoundException', englishError('connectionNotFound'));
const userNotFound = () => new AppError(404, 'UserNotFoundException', englishError('userNotFound'));

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
  realtime: Realtime;
}

export function createConnectionsService({ db, events, attendees, groups, realtime }: Deps) {
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
    const people = new Map((await connectionsRepo.people(db, eventId, rows.map(otherOf))).map((p) => [p.userId, p]));
    const photos = await attendees.photoUrls(eventId, rows.map(otherOf));
    const last = new Map((await connectionsRepo.lastMessages(db, rows.map((r) => r.id))).map((m) => [m.m.connectionId, toChatMessage(m)]));
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

  async function profileOrNull(ref: string, viewerId: string, userId: string) {
    try {
      return await attendees.attendeeProfile(ref, viewerId, userId);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  return {
    /** Opened by the scanner of `initiatorId`'s code. An existing connection is returned, not duplicated. */
    async create(ref: string, scannerId: string, initiatorId: string) {
      const event = await attendeeEvent(ref, scannerId);
      if (initiatorId === scannerId) throw new AppError(400, 'SelfConnectionException', englishError('selfConnection'));
      if (!(await connectionsRepo.userExists(db, initiatorId)) || !(await attendees.isAttendee(event.id, initiatorId))) throw userNotFound();
      let row = await connectionsRepo.livePair(db, event.id, scannerId, initiatorId);
      let created = false;
      if (!row) {
        try {
          row = await connectionsRepo.insert(db, { eventId: event.id, initiatorId, userId: scannerId });
          created = true;
        } catch (err) {
          if (!isUniqueViolation(err, 'connections_live_pair_key')) throw err;
          row = (await connectionsRepo.livePair(db, event.id, scannerId, initiatorId))!; // both scanned at once
        }
      }
      const [connection] = await toConnections(event.id, scannerId, [row]);
      const [mine, theirs] = await Promise.all([profileOrNull(ref, scannerId, scannerId), profileOrNull(ref, scannerId, initiatorId)]);
      const shared = <T extends { id: string }>(a: T[] = [], b: T[] = []) => b.filter((x) => a.some((y) => y.id === x.id));
      return {
        connection: connection!,
        created,
        sharedInterests: shared(mine?.interests, theirs?.interests),
        sharedAdventures: shared(mine?.adventures, theirs?.adventures),
        sharedDestinations: shared(mine?.destinations, theirs?.destinations),
      };
    },

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
      // Both people's chats close; the server then ends every subscription to it.
      await realtime.publishChange({ type: 'change', channelKey: chatKey(row.id), event: 'connection.removed', at: new Date().toISOString(), connectionId: row.id });
      return { ok: true as const };
    },

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
      const { row } = await live(ref, userId, connectionId);
      const inserted = await connectionsRepo.insertMessage(db, { connectionId: row.id, authorId: userId, body });
      await connectionsRepo.touch(db, row.id);
      const message = toChatMessage((await connectionsRepo.findMessage(db, row.id, inserted.id))!);
      await realtime.publish(chatKey(row.id), 'message.created', message);
      return message;
    },
    /** The WebSocket twin: only the two people of a live connection. */
    async authorizeChat(userId: string, ref: string, connectionId: string) {
      await live(ref, userId, connectionId);
    },

    /** Another attendee with what we share marked: interests, places and groups. */
    async profile(ref: string, viewerId: string, userId: string): Promise<ConnectionProfile> {
      const event = await attendeeEvent(ref, viewerId);
      const theirs = await profileOrNull(ref, viewerId, userId);
      if (!theirs) throw userNotFound();
      const mine = await profileOrNull(ref, viewerId, viewerId);
      const has = (list: { id: string }[] | undefined, id: string) => !!list?.some((x) => x.id === id);
      const [theirGroups, myGroups] = await Promise.all([groups.groupsOfUser(event.id, userId), groups.groupsOfUser(event.id, viewerId)]);
      const pair = await connectionsRepo.livePair(db, event.id, viewerId, userId);
      return {
        userId,
        username: theirs.username,
        firstName: theirs.firstName,
        lastName: theirs.lastName,
        hometown: theirs.hometown ?? null,
        interests: theirs.interests.map((i) => ({ ...i, mutual: has(mine?.interests, i.id) })),
        adventures: theirs.adventures.map((p) => ({ ...p, mutual: has(mine?.adventures, p.id) || has(mine?.destinations, p.id) })),
        destinations: theirs.destinations.map((p) => ({ ...p, mutual: has(mine?.destinations, p.id) || has(mine?.adventures, p.id) })),
        groups: theirGroups.map((g) => ({ ...g, mutual: myGroups.some((m) => m.id === g.id) })),
        connectionId: pair?.id ?? null,
        photoUrl: theirs.photoUrl,
      };
    },
  };
}
export type ConnectionsService = ReturnType<typeof createConnectionsService>;
