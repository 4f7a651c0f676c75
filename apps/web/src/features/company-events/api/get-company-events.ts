import { queryOptions, useQueries } from '@tanstack/react-query';
import { CompanyEventSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const CompanyEventsPage = pageOf(CompanyEventSchema);

/** GET /company/events?page=&pageSize= (x-company-id): the company's events, newest first. */
export function getCompanyEvents(page: number, pageSize: number = LIMITS.pageSize, signal?: AbortSignal) {
  return api.get('/company/events', { query: { page, pageSize }, schema: CompanyEventsPage, signal });
}

export const companyEventsKey = ['company-events'] as const;

export const companyEventsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...companyEventsKey, 'list', page],
    queryFn: ({ signal }) => getCompanyEvents(page, LIMITS.pageSize, signal),
  });

/** Pages 1..pages, so "Load more" (page search param) keeps what is already on screen. */
export function useCompanyEventPages(pages: number) {
  return useQueries({
    queries: Array.from({ length: Math.max(1, pages) }, (_, index) => companyEventsPageQueryOptions(index + 1)),
  });
}
