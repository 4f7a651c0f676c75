import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** DELETE /events/{slug}/blocks/{userId}: lifts my block; we see each other again unless they blocked me too. */
export function unblockPerson(slug: string, userId: string) {
  return api.delete(`/events/${encodeURIComponent(slug)}/blocks/${encodeURIComponent(userId)}`, { schema: OkResponse });
}

export function useUnblockPerson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => unblockPerson(slug, userId),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
