import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GatheringSchema, type CreateGatheringInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';

/** POST /events/{slug}/attendee/groups/{groupId}/gatherings: a member starts a gathering. */
export function createGathering(slug: string, groupId: string, input: CreateGatheringInput) {
  return api.post(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings`, input, { schema: GatheringSchema });
}

export function useCreateGathering(slug: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGatheringInput) => createGathering(slug, groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }),
  });
}

/** The same from the event's gatherings tab, where the group is chosen in the form. */
export function useStartGathering(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, input }: { groupId: string; input: CreateGatheringInput }) => createGathering(slug, groupId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gatheringsKey(slug) }),
  });
}
