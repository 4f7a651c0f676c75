import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type UpdateGatheringInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';
import { gatheringQueryKey } from './get-gathering';

/** PATCH .../gatherings/{id}: the creator or the organisers change it. */
export function updateGathering(slug: string, groupId: string, id: string, input: UpdateGatheringInput) {
  return api.patch(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}`, input, {
    schema: GatheringSchema,
  });
}

export function useUpdateGathering(slug: string, groupId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGatheringInput) => updateGathering(slug, groupId, id, input),
    onSuccess: async (gathering) => {
      queryClient.setQueryData(gatheringQueryKey(slug, id), gathering);
      await queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) });
    },
  });
}
