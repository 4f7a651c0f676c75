import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyEventSchema, OkResponse, type CompanyEvent } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';
import { companyEventsKey } from './get-company-events';

const path = (id: string, verb: string) => `/company/events/${encodeURIComponent(id)}/${verb}`;

/** POST /company/events/{id}/publish | cancel | archive: the event after the move (a repeat answers the same). */
export const publishCompanyEvent = (id: string) => api.post(path(id, 'publish'), undefined, { schema: CompanyEventSchema });
export const cancelCompanyEvent = (id: string, message?: string) => api.post(path(id, 'cancel'), message ? { message } : {}, { schema: CompanyEventSchema });
export const archiveCompanyEvent = (id: string) => api.post(path(id, 'archive'), undefined, { schema: CompanyEventSchema });
/** DELETE /company/events/{id}: only while nobody has joined (409 otherwise: cancel instead). */
export const deleteCompanyEvent = (id: string) => api.delete(`/company/events/${encodeURIComponent(id)}`, { schema: OkResponse });

/** A move of the event's life: the event cached as answered, the lists refetched. */
export function useEventMove<Input>(id: string, move: (input: Input) => Promise<CompanyEvent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: async (event) => {
      queryClient.setQueryData(companyEventQueryKey(id), event);
      await queryClient.invalidateQueries({ queryKey: [...companyEventsKey, 'list'] });
    },
  });
}

export function useDeleteCompanyEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompanyEvent(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: companyEventQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: [...companyEventsKey, 'list'] });
    },
  });
}
