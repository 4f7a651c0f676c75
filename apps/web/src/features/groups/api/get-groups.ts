import { infiniteQueryOptions } from '@tanstack/react-query';
import { AttendeeGroupSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const GroupsPage = pageOf(AttendeeGroupSchema);

export interface GroupFilters {
  /** Part of a name or a label. */
  q?: string;
  /** Only the groups I am in. */
  mine?: boolean;
}

export const groupsKey = (slug: string) => ['event', slug, 'groups'] as const;

/** GET /events/{slug}/attendee/groups?q=&mine=: the event's groups as I see them. */
export function getGroups(slug: string, page: number, filters: GroupFilters, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups`, {
    query: { page, pageSize: LIMITS.pageSize, q: filters.q || undefined, mine: filters.mine ? 'true' : undefined },
    schema: GroupsPage,
    signal,
  });
}

export const groupsQueryOptions = (slug: string, filters: GroupFilters) =>
  infiniteQueryOptions({
    queryKey: [...groupsKey(slug), 'list', { q: filters.q ?? '', mine: Boolean(filters.mine) }],
    queryFn: ({ pageParam, signal }) => getGroups(slug, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
