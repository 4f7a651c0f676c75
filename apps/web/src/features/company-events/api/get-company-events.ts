import { queryOptions, useQueries } from '@tanstack/react-query';
import { CompanyEventSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const CompanyEventsPage = pageOf(CompanyEventSchema);

/** GET /company/events?page=&pageSize=&q= (x-company-id): the company's events, newest first. */
export function getCompanyEvents(page: number, q = '', signal?: AbortSignal) {
  return api.get('/company/events', { query: { page, pageSize: LIMITS.pageSize, q: q || undefined }, schema: CompanyEventsPage, signal });
}

export const companyEventsKey = ['company-events'] as const;

export const companyEventsPageQueryOptions = (page: number, q = '') =>
  queryOptions({
    queryKey: [...companyEventsKey, 'list', q, page],
    queryFn: ({ signal }) => getCompanyEvents(page, q, signal),
  });

/** Pages 1..pages, so "Load more" (page search param) keeps what is already on screen. */
export function useCompanyEventPages(pages: number, q = '') {
  return useQueries({
    queries: Array.from({ length: Math.max(1, pages) }, (_, index) => companyEventsPageQueryOptions(index + 1, q)),
  });
}
