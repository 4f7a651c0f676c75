import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AttendeeGroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
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
      await queryClient.invalidateQueries({ queryKey: groupsKey(slug) });
    },
  });
}
