import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanySchema, type UpdateCompanyInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyQueryKey } from './get-company';

/** PATCH /companies/{slug}: name, description and contact information (members only). */
export function updateCompany(slug: string, input: UpdateCompanyInput) {
  return api.patch(`/companies/${encodeURIComponent(slug)}`, input, { schema: CompanySchema });
}

export function useUpdateCompany(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => updateCompany(slug, input),
    onSuccess: (company) => queryClient.setQueryData(companyQueryKey(slug), company),
  });
}
