import { OkResponse } from '@mingle/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** DELETE /events/{slug}/profile: my profile and everything I did at this event (decision 020). */
export function deleteEventProfile(slug: string) {
  return api.delete(`/events/${encodeURIComponent(slug)}/profile`, { schema: OkResponse });
}

/** The screen forgets the event's cached answers itself, once it has left the event's pages. */
export const useDeleteEventProfile = (slug: string) => useMutation({ mutationFn: () => deleteEventProfile(slug) });
