import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { CompanyEventSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventsKey } from './get-company-events';

/** GET /company/events/{id} (x-company-id): one of the company's events, by id or slug. */
export function getCompanyEvent(id: string, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(id)}`, { schema: CompanyEventSchema, signal });
}

export const companyEventQueryKey = (id: string) => [...companyEventsKey, 'detail', id] as const;

export const companyEventQueryOptions = (id: string) => queryOptions({ queryKey: companyEventQueryKey(id), queryFn: ({ signal }) => getCompanyEvent(id, signal) });

export function useSuspenseCompanyEvent(id: string) {
  return useSuspenseQuery(companyEventQueryOptions(id));
}
