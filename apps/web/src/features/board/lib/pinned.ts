import type { Message } from '@mingle/contracts';

/**
 * The board's pinned message as it is now: the newest page's snapshot (it may sit far back in the
 * history), as later live versions changed it, or any loaded message pinned since; the latest wins.
 */
export function pinnedNow(snapshot: Message | null | undefined, byId: ReadonlyMap<string, Message>): Message | null {
  const candidates = [...byId.values()].filter((m) => m.pinned && !m.deleted);
  if (snapshot && !byId.has(snapshot.id) && snapshot.pinned && !snapshot.deleted) candidates.push(snapshot);
  return candidates.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null;
}
