// What a client needs to read the live frames, apart from their schemas (realtime.ts): a page that
// only opens the socket loads no zod (decision 014).
import type { Channel, ServerMessage } from './realtime.js';

/** The `type` of every frame the server sends (a test holds it to ServerMessageSchema). */
export const SERVER_MESSAGE_TYPES = ['ready', 'subscribed', 'unsubscribed', 'pong', 'error', 'event', 'change'] as const;

const KNOWN = new Set<string>(SERVER_MESSAGE_TYPES);

/**
 * A frame as the server sent it, or undefined for anything that is not one of ours. The server
 * builds every frame from the contract's types; the client only checks it names a known type.
 */
export function readServerMessage(text: string): ServerMessage | undefined {
  try {
    const frame: unknown = JSON.parse(text);
    return frame && typeof frame === 'object' && KNOWN.has((frame as { type?: unknown }).type as string) ? (frame as ServerMessage) : undefined;
  } catch {
    return undefined;
  }
}

export const channelKey = (c: Channel) =>
  c.kind === 'group' ? `group:${c.groupId}` : c.kind === 'chat' ? `chat:${c.connectionId}` : c.kind === 'person' ? `person:${c.event}:${c.userId}` : `event:${c.event}`;
