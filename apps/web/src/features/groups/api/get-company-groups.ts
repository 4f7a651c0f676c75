import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, type CompanyGroupsFilter } from '@mingle/contracts';
import { api, lazySchema } from '@/lib/api';

// Its keys are in the first load's code (a shared route loader's query names them): the schema
// loads when first asked (decision 014).
const groupsPage = lazySchema(() => Promise.all([import('@mingle/contracts/groups'), import('@mingle/contracts/paging')]).then(([g, p]) => p.pageOf(g.GroupSchema)));

export const companyGroupsKey = (eventId: string) => ['company-groups', eventId] as const;

/** GET /events/{eventId}/groups?q=&kind=&status= (x-company-id): the event's groups for the organisers. */
export function getCompanyGroups(eventId: string, page: number, filter: CompanyGroupsFilter = {}, signal?: AbortSignal) {
  const query = { page, pageSize: LIMITS.pageSize, q: filter.q || undefined, kind: filter.kind, status: filter.status };
  return api.get(`/events/${encodeURIComponent(eventId)}/groups`, { query, schema: groupsPage, signal });
}

export const companyGroupsQueryOptions = (eventId: string, filter: CompanyGroupsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...companyGroupsKey(eventId), 'list', { q: filter.q ?? '', kind: filter.kind ?? null, status: filter.status ?? null }],
    queryFn: ({ pageParam, signal }) => getCompanyGroups(eventId, pageParam, filter, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
