import { useMutation } from '@tanstack/react-query';
import { MessageSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /events/{slug}/connections/{connectionId}/messages {body}: says something in the chat. */
export function sendConnectionMessage(slug: string, connectionId: string, body: string) {
  return api.post(
    `/events/${encodeURIComponent(slug)}/connections/${encodeURIComponent(connectionId)}/messages`,
    { body },
    { schema: MessageSchema },
  );
}

export function useSendConnectionMessage(slug: string, connectionId: string) {
  return useMutation({ mutationFn: (body: string) => sendConnectionMessage(slug, connectionId, body) });
}
