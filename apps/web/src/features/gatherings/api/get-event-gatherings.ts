import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS } from '@mingle/contracts';
import { api, lazySchema } from '@/lib/api';

// Its keys are in the first load's code (a shared route loader's query names them): the schema
// loads when first asked (decision 014).
const gatheringsPage = lazySchema(() => Promise.all([import('@mingle/contracts/gatherings'), import('@mingle/contracts/paging')]).then(([g, p]) => p.pageOf(g.GatheringSchema)));
export type GatheringsWhen = 'upcoming' | 'expired';

export const gatheringsKey = (slug: string) => ['event', slug, 'gatherings'] as const;

/** GET /events/{slug}/gatherings?when=: upcoming or expired gatherings across the event's groups. */
export function getEventGatherings(slug: string, when: GatheringsWhen, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/gatherings`, { query: { when, page, pageSize: LIMITS.pageSize }, schema: gatheringsPage, signal });
}

export const eventGatheringsQueryOptions = (slug: string, when: GatheringsWhen) =>
  infiniteQueryOptions({
    queryKey: [...gatheringsKey(slug), 'event', when],
    queryFn: ({ pageParam, signal }) => getEventGatherings(slug, when, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
