import { infiniteQueryOptions } from '@tanstack/react-query';
import { BlockedPeoplePage, LIMITS } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /events/{slug}/blocks: the people I blocked at this event, newest first. */
export function getBlockedPeople(slug: string, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/blocks`, { query: { page, pageSize: LIMITS.pageSize }, schema: BlockedPeoplePage, signal });
}

export const blockedPeopleQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['event', slug, 'blocks'],
    queryFn: ({ pageParam, signal }) => getBlockedPeople(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
