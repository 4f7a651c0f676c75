import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JoinResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { myEventsQueryKey } from './get-my-events';

/** POST /events/{slug}/join: idempotent, joining twice keeps the first join. */
export function joinEvent(slug: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/join`, undefined, { schema: JoinResponse });
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
