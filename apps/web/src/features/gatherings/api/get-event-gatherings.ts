import { infiniteQueryOptions } from '@tanstack/react-query';
import { GatheringSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const GatheringsPage = pageOf(GatheringSchema);
export type GatheringsWhen = 'upcoming' | 'expired';

export const gatheringsKey = (slug: string) => ['event', slug, 'gatherings'] as const;

/** GET /events/{slug}/gatherings?when=: upcoming or expired gatherings across the event's groups. */
export function getEventGatherings(slug: string, when: GatheringsWhen, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/gatherings`, { query: { when, page, pageSize: LIMITS.pageSize }, schema: GatheringsPage, signal });
}

export const eventGatheringsQueryOptions = (slug: string, when: GatheringsWhen) =>
  infiniteQueryOptions({
    queryKey: [...gatheringsKey(slug), 'event', when],
    queryFn: ({ pageParam, signal }) => getEventGatherings(slug, when, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
