import type { OutboxRequest } from '@/lib/outbox';

/**
 * POST /events/{slug}/connections/{connectionId}/messages {body}: says something in the chat.
 * Sent by the outbox (lib/outbox.ts) with its Idempotency-Key, so it survives a dropped network.
 */
export const sendConnectionMessageRequest = (slug: string, connectionId: string, body: string): Pick<OutboxRequest, 'method' | 'path' | 'body'> => ({
  method: 'POST',
  path: `/events/${encodeURIComponent(slug)}/connections/${encodeURIComponent(connectionId)}/messages`,
  body: { body },
});
