import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringQueryKey } from './get-gathering';

const gatheringPath = (slug: string, groupId: string, id: string) => `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}`;

/** POST .../gatherings/{id}/cancel: the creator or the organisers call it off; the people going are told. */
export const cancelGathering = (slug: string, groupId: string, id: string, message: string) =>
  api.post(`${gatheringPath(slug, groupId, id)}/cancel`, { message: message.trim() || null }, { schema: GatheringSchema });

export function useCancelGathering(slug: string, groupId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => cancelGathering(slug, groupId, id, message),
    onSuccess: async (gathering) => {
      queryClient.setQueryData(gatheringQueryKey(slug, id), gathering);
      await queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) });
    },
  });
}

/** DELETE .../gatherings/{id}: while nobody but its creator answered (after that, cancel). */
export function useDeleteGathering(slug: string, groupId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(gatheringPath(slug, groupId, id), { schema: OkResponse }),
    // The lists, not the gathering itself: its screen is still up until the caller moves on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatheringsKey(slug), predicate: (q) => q.queryKey.at(-1) !== id }),
  });
}
