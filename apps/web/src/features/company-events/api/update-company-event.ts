import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyEventSchema, type UpdateEventInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';
import { companyEventsKey } from './get-company-events';

/** PATCH /company/events/{id} (x-company-id): changes only the fields sent. */
export function updateCompanyEvent(id: string, input: UpdateEventInput) {
  return api.patch(`/company/events/${encodeURIComponent(id)}`, input, { schema: CompanyEventSchema });
}

export function useUpdateCompanyEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => updateCompanyEvent(id, input),
    onSuccess: async (event) => {
      queryClient.setQueryData(companyEventQueryKey(id), event);
      if (event.id !== id) queryClient.setQueryData(companyEventQueryKey(event.id), event);
      await queryClient.invalidateQueries({ queryKey: [...companyEventsKey, 'list'] });
    },
  });
}
