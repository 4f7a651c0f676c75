import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS } from '@mingle/contracts';
import { api, lazySchema } from '@/lib/api';

// The join page names its key (a join refreshes the list): the schema loads when the list does (decision 014).
const myEventsPage = lazySchema(() => Promise.all([import('@mingle/contracts/attendees'), import('@mingle/contracts/paging')]).then(([a, p]) => p.pageOf(a.MyEventSchema)));

/** GET /events/me: the events I joined, current (ongoing or upcoming) ones first. */
export function getMyEvents(page: number, signal?: AbortSignal) {
  return api.get('/events/me', { query: { page, pageSize: LIMITS.pageSize }, schema: myEventsPage, signal });
}

export const myEventsQueryKey = ['events', 'me'] as const;

export const myEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myEventsQueryKey,
    queryFn: ({ pageParam, signal }) => getMyEvents(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
