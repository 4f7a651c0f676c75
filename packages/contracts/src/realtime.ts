import { z } from 'zod';
import { MessageSchema } from './groups.js';

/** WebSocket protocol on GET /ws. The first client message must be `auth`. */
export const ChannelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('group'), event: z.string().min(1), groupId: z.uuid() }),
  z.object({ kind: z.literal('chat'), event: z.string().min(1), connectionId: z.uuid() }),
]);
export type Channel = z.infer<typeof ChannelSchema>;

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1), companyId: z.uuid().optional() }),
  z.object({ type: z.literal('subscribe'), channel: ChannelSchema }),
  z.object({ type: z.literal('unsubscribe'), channel: ChannelSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const RealtimeEventType = z.enum(['message.created', 'message.updated', 'message.deleted']);

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
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

export const channelKey = (c: Channel) => (c.kind === 'group' ? `group:${c.groupId}` : `chat:${c.connectionId}`);

/** WebSocket close codes we use. */
export const WS_CLOSE = { unauthorized: 4401, badMessage: 4400, authTimeout: 4408 } as const;
