import type { PublicEvent } from '@mingle/contracts';
import type { CachedJson } from '../../lib/http-cache.js';
import { TaggedCache, type CacheInvalidation } from '../../lib/shared-cache.js';

export interface PublicEventAnswer {
  event: Readonly<PublicEvent>;
  /** The answer of GET /public/events/{slug}, serialized once. */
  answer: CachedJson;
}
export interface EventOwner {
  id: string;
  companyId: string;
  timeZone: string;
  status: 'draft' | 'published' | 'cancelled' | 'archived';
}

const SCOPE = 'event';
// A backstop for a lost notification (a listener reconnecting); edits drop entries at once.
const TTL_MS = 30_000;
// By ref: an event's id, slug and old slugs each take an entry. Misses are never stored.
const MAX_ENTRIES = 5_000;

/**
 * What every attendee screen and the join page read about an event, by the ref they name it with,
 * kept in this process until the event changes in any process (decision 015).
 */
export function createEventCache(invalidation: CacheInvalidation) {
  const publicAnswers = new TaggedCache<PublicEventAnswer>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
  const owners = new TaggedCache<EventOwner>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
  invalidation.register(SCOPE, {
    drop(eventId) {
      publicAnswers.drop(eventId);
      owners.drop(eventId);
    },
  });
  return {
    publicAnswers,
    owners,
    /** After a committed change to the event (details, images, slug): every process forgets it. */
    changed: (eventId: string) => invalidation.invalidate(SCOPE, eventId),
  };
}
export type EventCache = ReturnType<typeof createEventCache>;
