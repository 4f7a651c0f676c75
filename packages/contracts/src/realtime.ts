import { z } from 'zod';
import { AttendeeAnnouncementSchema } from './announcements.js';
import { GatheringSchema } from './gatherings.js';
import { GroupSchema, MessageSchema } from './groups.js';
import { text } from './validation.js';

/**
 * WebSocket protocol on GET /ws. The first client message must be `auth`.
 * Channels: a group's board and gatherings; a connection's chat; an event's group list (`event` is
 * the event's id here, never its slug, so every subscriber shares one channel key). Each is
 * authorised like its HTTP twin: GET .../groups/{groupId}/messages, GET .../connections/{id}, and
 * GET /events/{event}/attendee/groups (the event's attendees and the members of its company).
 */
export const ChannelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), event: text().min(1), groupId: z.uuid() }),
  z.object({ kind: z.literal('chat'), event: text().min(1), connectionId: z.uuid() }),
  z.object({ kind: z.literal('event'), event: z.uuid() }),
  /**
   * My own nudges at an event (decision 024): `unread.changed` when a chat message or a connection
   * request for me arrives. Only the person themself, while an attendee; `event` by id.
   */
  z.object({ kind: z.literal('person'), event: z.uuid(), userId: z.uuid() }),
]);
export type Channel = z.infer<typeof ChannelSchema>;

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: text().min(1), companyId: z.uuid().optional() }),
  z.object({ type: z.literal('subscribe'), channel: ChannelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: ChannelSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const RealtimeEventType = z.enum(['message.created', 'message.updated', 'message.deleted']);

/**
 * What every subscriber of a group or event channel may see of a gathering: the gathering as the
 * lists show it, without the per-viewer fields (`myStatus`, `canEdit`, `canDelete`); a client keeps its own.
 */
export const LiveGatheringSchema = GatheringSchema.omit({ myStatus: true, myPosition: true, canEdit: true, canDelete: true });
export type LiveGathering = z.infer<typeof LiveGatheringSchema>;

/** A group's live numbers and state, as every viewer of the event may see them. */
export const LiveGroupSchema = z.object({
  id: z.uuid(),
  memberCount: z.number().int(),
  /** The capacity of an auto-formed group; null when it has none. */
  targetSize: z.number().int().nullable(),
  /** Seats held for matched people who have not joined yet. */
  reservedCount: z.number().int(),
  /** At capacity (members and held seats): a join is refused (groupFull), except for a seat holder. */
  full: z.boolean(),
  deactivated: z.boolean(),
});
export type LiveGroup = z.infer<typeof LiveGroupSchema>;

export const LiveChangeType = z.enum([
  'gathering.changed',
  'gathering.removed',
  'group.changed',
  'group.deactivated',
  'connection.removed',
  'announcement.published',
  'announcement.removed',
  'unread.changed',
  'connection.created',
  'meeting.changed',
  'rounds.changed',
]);
/** After these the server ends every subscription to the channel (and says `unsubscribed`). */
export const CLOSING_CHANGES: readonly z.infer<typeof LiveChangeType>[] = ['connection.removed'];

const change = {
  type: z.literal('change'),
  /** "group:<groupId>", "chat:<connectionId>", "event:<eventId>" or "person:<eventId>:<userId>". */
  channelKey: z.string(),
  /**
   * Database time of the read that produced this state. Changes of one object may arrive out of
   * order: keep, per object, the one with the latest `at`. Not a `changedSince` cursor.
   */
  at: z.string(),
};

/**
 * Live changes other than board and chat messages (a new `type`, so clients that know only the
 * `event` variant ignore them, and `at` of `event` stays a message-history cursor). Payloads carry
 * nothing per user. Where a payload could pass the NOTIFY limit, its bulky part is optional and the
 * client refetches when it is absent.
 */
export const LiveChangeSchema = z.discriminatedUnion('event', [
  /**
   * On `group:<groupId>` and `event:<eventId>`, after a gathering is created, edited, or someone
   * marks going/interested/none. The counts are always there; `gathering` is absent when too
   * large to send (then GET .../gatherings/{gatheringId} if the details are on screen).
   */
  z.object({
    ...change,
    event: z.literal('gathering.changed'),
    gatheringId: z.uuid(),
    groupId: z.uuid(),
    goingCount: z.number().int(),
    interestedCount: z.number().int(),
    waitlistCount: z.number().int().optional(),
    gathering: LiveGatheringSchema.optional(),
  }),
  /** On `group:<groupId>` and `event:<eventId>` when a gathering nobody had answered is deleted. */
  z.object({ ...change, event: z.literal('gathering.removed'), gatheringId: z.uuid(), groupId: z.uuid() }),
  /**
   * On `group:<groupId>` and `event:<eventId>`, after a join, a leave, a creation, an edit or an
   * auto-forming run (and on `event:` after a deactivation). `details` is the whole group as the
   * lists show it, sent on creation, edits and deactivation; absent on joins and leaves, and when
   * too large to send (then refetch).
   */
  z.object({ ...change, event: z.literal('group.changed'), group: LiveGroupSchema, details: GroupSchema.optional() }),
  /** On `group:<groupId>` when an organiser deactivates the group: the board is read-only from now. */
  z.object({ ...change, event: z.literal('group.deactivated'), group: LiveGroupSchema }),
  /**
   * On `chat:<connectionId>` when either person removes the connection. Both get it; then the
   * server ends both subscriptions (`unsubscribed` follows) and a new subscribe is refused (404).
   */
  z.object({ ...change, event: z.literal('connection.removed'), connectionId: z.uuid() }),
  /**
   * On `event:<eventId>` (and `group:<groupId>` for a group's) when an organisers' announcement is
   * sent or a sent one deleted (decision 022). A message to one attendee is published on
   * `person:<eventId>:<userId>` only (decision 035). `announcement`, as GET /events/{event}/announcements
   * lists it, comes with a published one wherever everyone on the channel may read it: the whole
   * event's on the event's channel, a group's on the group's, a personal one on its person's. Without
   * it (a group's or a door audience's on the event's channel, or too large to send) clients refetch
   * that list, which answers what is theirs; with it, 10,000 phones need not all ask at once.
   */
  z.object({
    ...change,
    event: z.enum(['announcement.published', 'announcement.removed']),
    announcementId: z.uuid(),
    groupId: z.uuid().nullable(),
    announcement: AttendeeAnnouncementSchema.optional(),
  }),
  /**
   * On `person:<eventId>:<userId>` (decision 024): something unread arrived for that person. `from`
   * is who sent it (a chat's other person or the asker, both people they may see); no message text.
   * Clients refetch GET /events/{event}/unread.
   */
  z.object({
    ...change,
    event: z.literal('unread.changed'),
    reason: z.enum(['chat', 'request']),
    connectionId: z.uuid().nullable(),
    from: z.object({ userId: z.uuid(), name: z.string() }),
  }),
  /**
   * On `person:<eventId>:<userId>`: someone connected with that person, by scanning their code,
   * by saying yes to their request or by asking back. `from` is who (a name, as chats show it);
   * nothing else of their profile, so what they hide stays hidden. Clients open the chat by id.
   */
  z.object({
    ...change,
    event: z.literal('connection.created'),
    connectionId: z.uuid(),
    from: z.object({ userId: z.uuid(), name: z.string() }),
  }),
  /**
   * On `person:<eventId>:<userId>` (decision 041): someone asked that person to meet, accepted,
   * proposed another time, cancelled or marked a meeting held; or a reminder is due (`reminder`).
   * A decline is never sent: it stays silent. Clients refetch GET /events/{event}/meetings and the agenda.
   */
  z.object({
    ...change,
    event: z.literal('meeting.changed'),
    meetingId: z.uuid(),
    reason: z.enum(['requested', 'accepted', 'proposed', 'cancelled', 'held', 'reminder']),
    from: z.object({ userId: z.uuid(), name: z.string() }),
  }),
  /**
   * On `event:<eventId>` (decision 042): a run of rounds started, a round's seating was decided
   * (its round began), or the run ended. Nothing per person: who sits where is each phone's own
   * GET /events/{event}/rounds/current. `groupId` is the run's group (null: the whole event), so
   * phones of other groups need not refetch.
   */
  z.object({
    ...change,
    event: z.literal('rounds.changed'),
    runId: z.uuid(),
    groupId: z.uuid().nullable(),
    round: z.number().int(),
    reason: z.enum(['started', 'round', 'ended']),
  }),
]);
export type LiveChange = z.infer<typeof LiveChangeSchema>;

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.uuid() }),
  z.object({ type: z.literal('subscribed'), channel: ChannelSchema, at: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: ChannelSchema }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('error'),
    code: z.number().int(),
    name: z.string(),
    message: z.string(),
    channel: ChannelSchema.optional(),
  }),
  z.object({
    type: z.literal('event'),
    /** "group:<id>" or "chat:<id>". */
    channelKey: z.string(),
    event: RealtimeEventType,
    /** Server time of the change; resync with `changedSince` from the last one seen. */
    at: z.string(),
    /** Absent when too large to send; the client then refetches with `changedSince`. */
    message: MessageSchema.optional(),
    messageId: z.uuid(),
  }),
  LiveChangeSchema,
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/**
 * WebSocket close codes we use. 4401: no or ended session (also sent within a second of logout,
 * password reset or revocation); 4408: no `auth` message in time; 4429: more messages per second
 * or more subscriptions than LIMITS.wsMessagesPerSecond / wsSubscriptionsPerSocket allow.
 */
export const WS_CLOSE = { unauthorized: 4401, badMessage: 4400, authTimeout: 4408, tooManyMessages: 4429 } as const;
