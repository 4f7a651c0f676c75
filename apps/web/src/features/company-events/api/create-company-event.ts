import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyEventSchema, type CompanyEvent, type CreateEventInput, type DuplicateEventInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';
import { companyEventsKey } from './get-company-events';

/** POST /company/events (x-company-id): creates the event; without a slug the server makes one. */
export function createCompanyEvent(input: CreateEventInput) {
  return api.post('/company/events', input, { schema: CompanyEventSchema });
}

/** POST /company/events/{id}/duplicate: a draft like this one, under the name and days given, at a new address. */
export function duplicateCompanyEvent(id: string, input: DuplicateEventInput) {
  return api.post(`/company/events/${encodeURIComponent(id)}/duplicate`, input, { schema: CompanyEventSchema });
}

/** A new event of the company (created or duplicated): cached at once, and the lists refetched. */
function useNewCompanyEvent<Input>(make: (input: Input) => Promise<CompanyEvent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: make,
    onSuccess: async (event) => {
      queryClient.setQueryData(companyEventQueryKey(event.id), event);
      await queryClient.invalidateQueries({ queryKey: [...companyEventsKey, 'list'] });
    },
  });
}

export const useCreateCompanyEvent = () => useNewCompanyEvent(createCompanyEvent);
export const useDuplicateCompanyEvent = (id: string) => useNewCompanyEvent<DuplicateEventInput>((input) => duplicateCompanyEvent(id, input));
