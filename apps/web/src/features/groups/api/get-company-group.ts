import { queryOptions } from '@tanstack/react-query';
import { GroupDetailsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

/** GET /events/{eventId}/groups/{id} (x-company-id): the group with its members. */
export function getCompanyGroup(eventId: string, id: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(eventId)}/groups/${encodeURIComponent(id)}`, { schema: GroupDetailsSchema, signal });
}

export const companyGroupQueryKey = (eventId: string, id: string) => [...companyGroupsKey(eventId), 'one', id] as const;

export const companyGroupQueryOptions = (eventId: string, id: string) =>
  queryOptions({ queryKey: companyGroupQueryKey(eventId, id), queryFn: ({ signal }) => getCompanyGroup(eventId, id, signal) });
