import { OkResponse } from '@mingle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /profile/saved: stop keeping my profile for future events; the kept copy is deleted. */
export function withdrawKeptProfile() {
  return api.delete('/profile/saved', { schema: OkResponse });
}

export function useWithdrawKeptProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawKeptProfile,
    // The kept copy, and every event profile's "kept" mark.
    onSuccess: () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'profile' || (queryKey[0] === 'event' && queryKey[2] === 'profile') }),
  });
}
