import { infiniteQueryOptions } from '@tanstack/react-query';
import { GroupSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const GroupsPage = pageOf(GroupSchema);

export const companyGroupsKey = (eventId: string) => ['company-groups', eventId] as const;

/** GET /events/{eventId}/groups (x-company-id): the event's groups for the organisers. */
export function getCompanyGroups(eventId: string, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(eventId)}/groups`, { query: { page, pageSize: LIMITS.pageSize }, schema: GroupsPage, signal });
}

export const companyGroupsQueryOptions = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: [...companyGroupsKey(eventId), 'list'],
    queryFn: ({ pageParam, signal }) => getCompanyGroups(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
