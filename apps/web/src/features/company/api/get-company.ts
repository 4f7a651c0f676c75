import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CompanySchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /companies/{slug}: the company's profile (members only; anyone else gets 404). */
export function getCompany(slug: string, signal?: AbortSignal) {
  return api.get(`/companies/${encodeURIComponent(slug)}`, { schema: CompanySchema, signal });
}

export const companyQueryKey = (slug: string) => ['companies', slug] as const;

export const companyQueryOptions = (slug: string) => queryOptions({ queryKey: companyQueryKey(slug), queryFn: ({ signal }) => getCompany(slug, signal) });

export function useCompany(slug: string) {
  return useQuery(companyQueryOptions(slug));
}

export function useSuspenseCompany(slug: string) {
  return useSuspenseQuery(companyQueryOptions(slug));
}
