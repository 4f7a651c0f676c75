import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, MyEventSchema, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const MyEventsPage = pageOf(MyEventSchema);

/** GET /events/me: the events I joined, current (ongoing or upcoming) ones first. */
export function getMyEvents(page: number, signal?: AbortSignal) {
  return api.get('/events/me', { query: { page, pageSize: LIMITS.pageSize }, schema: MyEventsPage, signal });
}

export const myEventsQueryKey = ['events', 'me'] as const;

export const myEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myEventsQueryKey,
    queryFn: ({ pageParam, signal }) => getMyEvents(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
