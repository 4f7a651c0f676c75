import { queryOptions, useQueries } from '@tanstack/react-query';
import { CompanyEventSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const CompanyEventsPage = pageOf(CompanyEventSchema);

/** GET /company/events?page=&pageSize=&q=&status= (x-company-id): the company's events, newest first; archived ones only when asked. */
export function getCompanyEvents(page: number, q = '', archived = false, signal?: AbortSignal) {
  return api.get('/company/events', { query: { page, pageSize: LIMITS.pageSize, q: q || undefined, status: archived ? 'archived' : undefined }, schema: CompanyEventsPage, signal });
}

export const companyEventsKey = ['company-events'] as const;

export const companyEventsPageQueryOptions = (page: number, q = '', archived = false) =>
  queryOptions({
    queryKey: [...companyEventsKey, 'list', q, archived, page],
    queryFn: ({ signal }) => getCompanyEvents(page, q, archived, signal),
  });

/** Pages 1..pages, so "Load more" (page search param) keeps what is already on screen. */
export function useCompanyEventPages(pages: number, q = '', archived = false) {
  return useQueries({
    queries: Array.from({ length: Math.max(1, pages) }, (_, index) => companyEventsPageQueryOptions(index + 1, q, archived)),
  });
}
