import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '@/lib/api';
import { myEventsQueryKey } from './get-my-events';

// The join page's button: its answer's schema loads when someone joins, not with the page (decision 014).
const joinResponse = lazySchema(() => import('@mingle/contracts/waitlist').then((m) => m.JoinResponse));

/** POST /events/{slug}/join: idempotent, joining twice answers as the first (joined, in line with a number, or pending). */
export function joinEvent(slug: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/join`, undefined, { schema: joinResponse });
}

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: async (_result, slug) => {
      // Everything we knew about this event as a visitor (no profile, not joined) is out of date.
      await queryClient.invalidateQueries({ queryKey: ['event', slug] });
      await queryClient.invalidateQueries({ queryKey: myEventsQueryKey });
    },
  });
}
