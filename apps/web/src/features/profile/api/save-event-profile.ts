import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileSchema, type ProfileInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { eventProfileQueryKey } from './get-event-profile';
import { savedProfileQueryKey } from './get-saved-profile';

/** PUT /events/{slug}/profile: writes the whole profile (interests and places included) at once. */
export function saveEventProfile(slug: string, input: ProfileInput) {
  return api.put(`/events/${encodeURIComponent(slug)}/profile`, input, { schema: ProfileSchema });
}

export function useSaveEventProfile(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => saveEventProfile(slug, input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(eventProfileQueryKey(slug), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['event', slug, 'attendees'] }),
        queryClient.invalidateQueries({ queryKey: ['events', 'me'] }),
        queryClient.invalidateQueries({ queryKey: savedProfileQueryKey }),
      ]);
    },
  });
}
