import type { OutboxRequest } from '@/lib/outbox';

/**
 * POST /events/{event}/attendee/groups/{groupId}/messages: a new message, or a reply with parentId.
 * Sent by the outbox (lib/outbox.ts) with its Idempotency-Key, so it survives a dropped network.
 */
export const postMessageRequest = (event: string, groupId: string, body: string, parentId?: string | null): Pick<OutboxRequest, 'method' | 'path' | 'body'> => ({
  method: 'POST',
  path: `/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages`,
  body: { body, parentId: parentId ?? null },
});
