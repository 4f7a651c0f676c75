import { useQueryClient } from '@tanstack/react-query';
import { AttendeeGroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import type { OutboxRequest } from '@/lib/outbox';
import { useQueuedChange } from '@/lib/queued-change';
import { groupsKey } from './get-groups';
import { myGroupQueryKey } from './get-my-group';

const joinPath = (slug: string, groupId: string) => `/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/join`;

/** POST /events/{slug}/attendee/groups/{groupId}/join ({ fromSuggestion } when accepting a suggestion). */
export function joinGroup(slug: string, groupId: string, fromSuggestion: boolean) {
  return api.post(joinPath(slug, groupId), fromSuggestion ? { fromSuggestion: true } : undefined, { schema: AttendeeGroupSchema });
}

/** The join as the outbox keeps it: sent when the network allows, even after a reload. */
export const joinGroupRequest = (slug: string, groupId: string, fromSuggestion: boolean): OutboxRequest => ({
  method: 'POST',
  path: joinPath(slug, groupId),
  body: fromSuggestion ? { fromSuggestion: true } : {},
  invalidate: [groupsKey(slug), myGroupQueryKey(slug, groupId)],
});

export function useJoinGroup(slug: string) {
  const queryClient = useQueryClient();
  // Offline, the join waits and goes when the browser is back (the button says so meanwhile).
  return useQueuedChange({
    request: ({ groupId, fromSuggestion = false }: { groupId: string; fromSuggestion?: boolean }) => joinGroupRequest(slug, groupId, fromSuggestion),
    parse: (raw) => AttendeeGroupSchema.parse(raw),
    onSuccess: (group) => {
      // The outbox asks the group lists again once the join is sent (its `invalidate`).
      queryClient.setQueryData(myGroupQueryKey(slug, group.id), group);
    },
  });
}
