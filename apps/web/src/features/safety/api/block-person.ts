import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /events/{slug}/blocks: each of us stops seeing the other at this event (decision 019). */
export function blockPerson(slug: string, userId: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/blocks`, { userId }, { schema: OkResponse });
}

export function useBlockPerson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => blockPerson(slug, userId),
    // The person leaves every list, board and chat on screen: read them all again (a rare action).
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
