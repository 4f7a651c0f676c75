import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AttendeeGroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { sendWhenOnline } from '@/lib/send-when-online';
import { groupsKey } from './get-groups';
import { myGroupQueryKey } from './get-my-group';

/** POST /events/{slug}/attendee/groups/{groupId}/join ({ fromSuggestion } when accepting a suggestion). */
export function joinGroup(slug: string, groupId: string, fromSuggestion: boolean) {
  return api.post(
    `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/join`,
    fromSuggestion ? { fromSuggestion: true } : undefined,
    { schema: AttendeeGroupSchema },
  );
}

export function useJoinGroup(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the join waits and goes when the browser is back (the button says so meanwhile).
    ...sendWhenOnline,
    mutationFn: ({ groupId, fromSuggestion = false }: { groupId: string; fromSuggestion?: boolean }) => joinGroup(slug, groupId, fromSuggestion),
    onSuccess: async (group) => {
      queryClient.setQueryData(myGroupQueryKey(slug, group.id), group);
      await queryClient.invalidateQueries({ queryKey: groupsKey(slug) });
    },
  });
}
