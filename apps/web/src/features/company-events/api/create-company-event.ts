import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyEventSchema, type CreateEventInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';
import { companyEventsKey } from './get-company-events';

/** POST /company/events (x-company-id): creates the event; without a slug the server makes one. */
export function createCompanyEvent(input: CreateEventInput) {
  return api.post('/company/events', input, { schema: CompanyEventSchema });
}

export function useCreateCompanyEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyEvent,
    onSuccess: async (event) => {
      queryClient.setQueryData(companyEventQueryKey(event.id), event);
      await queryClient.invalidateQueries({ queryKey: [...companyEventsKey, 'list'] });
    },
  });
}
