import type { Message } from '@mingle/contracts';

/**
 * Merges messages by id, keeping the newest version of each (by updatedAt), ordered oldest first
 * (by seq). Live events, resyncs and older pages all go through here, so nothing is lost or doubled.
 */
export function mergeMessages(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    if (!known || known.updatedAt <= message.updatedAt) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}
