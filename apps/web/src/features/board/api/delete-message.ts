import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** DELETE .../messages/{messageId}: my own message, or any message for the organisers; it stays as "removed". */
export function deleteMessage(event: string, groupId: string, messageId: string) {
  return api.delete(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}`, { schema: MessageSchema });
}

export function useDeleteMessage(event: string, groupId: string) {
  return useMutation({ mutationFn: (id: string) => deleteMessage(event, groupId, id) });
}
