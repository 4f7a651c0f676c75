import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /events/{event}/attendee/groups/{groupId}/messages: a new message, or a reply with parentId. */
export function postMessage(event: string, groupId: string, body: string, parentId?: string | null) {
  return api.post(
    `/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages`,
    { body, parentId: parentId ?? null },
    { schema: MessageSchema },
  );
}

export function usePostMessage(event: string, groupId: string) {
  return useMutation({ mutationFn: ({ body, parentId }: { body: string; parentId?: string | null }) => postMessage(event, groupId, body, parentId) });
}
