import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CompanyAttendeeDetailSchema, RemoveAttendeeResultSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';

const path = (eventId: string, userId: string) => `/company/events/${encodeURIComponent(eventId)}/attendees/${encodeURIComponent(userId)}`;

/** GET /company/events/{id}/attendees/{userId} (x-company-id): one attendee's page for the organisers. */
export const companyAttendeeQueryOptions = (eventId: string, userId: string) =>
  queryOptions({
    queryKey: [...companyEventQueryKey(eventId), 'attendee', userId],
    queryFn: ({ signal }) => api.get(path(eventId, userId), { schema: CompanyAttendeeDetailSchema, signal }),
  });

/** POST .../attendees/{userId}/remove: they leave the event now; with `ban` they cannot come back. */
export function useRemoveAttendee(eventId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ban: boolean) => api.post(`${path(eventId, userId)}/remove`, { ban }, { schema: RemoveAttendeeResultSchema }),
    // The list, the counts, the groups and the reports of the event all change.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => !(q.queryKey.includes('attendee') && q.queryKey.includes(userId)) }),
  });
}
