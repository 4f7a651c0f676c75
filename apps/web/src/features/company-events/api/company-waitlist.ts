import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS, PlaceAnswerSchema, WaitlistPage } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';

const path = (eventId: string) => `/company/events/${encodeURIComponent(eventId)}/waitlist`;

/** GET /company/events/{id}/waitlist (x-company-id): the line by number, then those waiting for approval (decision 037). */
export const companyWaitlistQueryOptions = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: [...companyEventQueryKey(eventId), 'waitlist'],
    queryFn: ({ pageParam, signal }) => api.get(path(eventId), { query: { page: pageParam, pageSize: LIMITS.pageSize }, schema: WaitlistPage, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** POST .../waitlist/{userId}/admit and DELETE .../waitlist/{userId}: the organisers' override, and off the line. */
export function useWaitlistActions(eventId: string) {
  const queryClient = useQueryClient();
  // The line, the counts and the attendee list all change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyEventQueryKey(eventId) });
  return {
    admit: useMutation({
      mutationFn: (userId: string) => api.post(`${path(eventId)}/${encodeURIComponent(userId)}/admit`, undefined, { schema: PlaceAnswerSchema }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => api.delete(`${path(eventId)}/${encodeURIComponent(userId)}`),
      onSuccess: refresh,
    }),
  };
}
