import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, MeetingsPage } from '@mingle/contracts';
import { api } from '@/lib/api';
import { eventPath, meetingsKey } from './keys';

export type MeetingsWhen = 'upcoming' | 'past';

/** GET /events/{event}/meetings?when=: my requests and meetings still to come, or the past ones. */
export const meetingsQueryOptions = (slug: string, when: MeetingsWhen) =>
  infiniteQueryOptions({
    queryKey: [...meetingsKey(slug), 'list', when],
    queryFn: ({ pageParam, signal }) => api.get(`${eventPath(slug)}/meetings`, { query: { when, page: pageParam, pageSize: LIMITS.pageSize }, schema: MeetingsPage, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
