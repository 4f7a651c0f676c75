import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** PATCH /events/{event}/attendee/groups/{groupId}/messages/{messageId}: my own message's new text. */
export function editMessage(event: string, groupId: string, messageId: string, body: string) {
  return api.patch(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}`, { body }, { schema: MessageSchema });
}

export function useEditMessage(event: string, groupId: string) {
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: string }) => editMessage(event, groupId, id, body) });
}
