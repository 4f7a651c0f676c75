import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** PUT .../messages/{messageId}/pin: the organisers pin a message to the top of the board, or unpin it. */
export function pinMessage(event: string, groupId: string, messageId: string, pinned: boolean) {
  return api.put(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}/pin`, { pinned }, { schema: MessageSchema });
}

export function usePinMessage(event: string, groupId: string) {
  return useMutation({ mutationFn: ({ id, pinned }: { id: string; pinned: boolean }) => pinMessage(event, groupId, id, pinned) });
}
