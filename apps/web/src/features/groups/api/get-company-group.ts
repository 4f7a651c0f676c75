import { queryOptions } from '@tanstack/react-query';
import { api, lazySchema } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

// A route's guard or shared loader runs this query, which keeps it in the first load's code: its
// schema loads when first asked (decision 014).
const groupDetailsSchema = lazySchema(() => import('@mingle/contracts/groups').then((m) => m.GroupDetailsSchema));

/** GET /events/{eventId}/groups/{id} (x-company-id): the group with its members. */
export function getCompanyGroup(eventId: string, id: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(eventId)}/groups/${encodeURIComponent(id)}`, { schema: groupDetailsSchema, signal });
}

export const companyGroupQueryKey = (eventId: string, id: string) => [...companyGroupsKey(eventId), 'one', id] as const;

export const companyGroupQueryOptions = (eventId: string, id: string) => queryOptions({ queryKey: companyGroupQueryKey(eventId, id), queryFn: ({ signal }) => getCompanyGroup(eventId, id, signal) });
