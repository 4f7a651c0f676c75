import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AttendeeGroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { refetchAfterChange } from '@/lib/live-cache';
import { groupsKey } from './get-groups';
import { myGroupQueryKey } from './get-my-group';

/** POST /events/{slug}/attendee/groups/{groupId}/leave */
export function leaveGroup(slug: string, groupId: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/leave`, undefined, {
    schema: AttendeeGroupSchema,
  });
}

export function useLeaveGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => leaveGroup(slug, groupId),
    onSuccess: async (group) => {
      queryClient.setQueryData(myGroupQueryKey(slug, group.id), group);
      // A list read on its way (a search typed as I tapped) would answer as before: asked again.
      await refetchAfterChange(queryClient, groupsKey(slug));
    },
  });
}
