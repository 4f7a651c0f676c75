import { infiniteQueryOptions } from '@tanstack/react-query';
import { GroupSchema, LIMITS, pageOf, type CompanyGroupsFilter } from '@mingle/contracts';
import { api } from '@/lib/api';

const GroupsPage = pageOf(GroupSchema);

export const companyGroupsKey = (eventId: string) => ['company-groups', eventId] as const;

/** GET /events/{eventId}/groups?q=&kind=&status= (x-company-id): the event's groups for the organisers. */
export function getCompanyGroups(eventId: string, page: number, filter: CompanyGroupsFilter = {}, signal?: AbortSignal) {
  const query = { page, pageSize: LIMITS.pageSize, q: filter.q || undefined, kind: filter.kind, status: filter.status };
  return api.get(`/events/${encodeURIComponent(eventId)}/groups`, { query, schema: GroupsPage, signal });
}

export const companyGroupsQueryOptions = (eventId: string, filter: CompanyGroupsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...companyGroupsKey(eventId), 'list', { q: filter.q ?? '', kind: filter.kind ?? null, status: filter.status ?? null }],
    queryFn: ({ pageParam, signal }) => getCompanyGroups(eventId, pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
