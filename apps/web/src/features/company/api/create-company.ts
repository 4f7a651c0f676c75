import { useMutation } from '@tanstack/react-query';
import { CreateCompanyResponse, type CreateCompanyInput } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /companies: company setup; the caller becomes its owner and gets a membership. */
export function createCompany(input: CreateCompanyInput) {
  return api.post('/companies', input, { schema: CreateCompanyResponse });
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
