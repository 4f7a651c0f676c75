import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotInterested } from '@mingle/contracts';
import { api } from '@/lib/api';
import { peopleToMeetQueryOptions } from './icebreakers';

const url = (slug: string, userId: string) => `/events/${encodeURIComponent(slug)}/attendees/${encodeURIComponent(userId)}/not-interested`;

/** GET .../attendees/{userId}/not-interested: whether I said "not interested" to them (only mine, decision 043). */
export const notInterestedQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: ['event', slug, 'icebreakers', 'not-interested', userId],
    queryFn: ({ signal }) => api.get<NotInterested>(url(slug, userId), { signal }),
    retry: false,
  });

/** PUT (say it) or DELETE (take it back): both idempotent; People to meet is asked again after either. */
export function useSetNotInterested(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, value }: { userId: string; value: boolean }) => (value ? api.put<NotInterested>(url(slug, userId)) : api.delete<NotInterested>(url(slug, userId))),
    onSuccess: (answer, { userId }) => {
      queryClient.setQueryData(notInterestedQueryOptions(slug, userId).queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: peopleToMeetQueryOptions(slug).queryKey });
    },
  });
}
