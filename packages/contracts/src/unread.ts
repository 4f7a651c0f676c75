import { z } from 'zod';
import { V } from './validation.js';

/**
 * GET /events/{event}/unread (decision 024): messages from others I have not read, per chat and
 * per board of a group I belong to (only those with some), and per bottom-navigation tab.
 * `connections` also counts connection requests waiting for my answer.
 */
export const UnreadSchema = z.object({
  chats: z.array(z.object({ connectionId: z.uuid(), count: z.number().int() })),
  groups: z.array(z.object({ groupId: z.uuid(), count: z.number().int() })),
  requests: z.number().int(),
  totals: z.object({ connections: z.number().int(), groups: z.number().int() }),
});
export type Unread = z.infer<typeof UnreadSchema>;

/** PUT /events/{event}/read-marks: I have read a chat or board up to the message with this `seq`. Answers the new Unread. */
export const ReadMarkInput = z.object({
  kind: z.enum(['chat', 'group'], { error: V.invalidValue }),
  id: z.uuid({ error: V.invalidValue }),
  seq: z.number({ error: V.required }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type ReadMarkInput = z.infer<typeof ReadMarkInput>;

/** POST /me/push-subscriptions: a browser's PushSubscription (its toJSON()). */
export const PushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: V.invalidValue }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;
/** DELETE /me/push-subscriptions: this browser's subscription ends. */
export const PushUnsubscribeInput = z.object({ endpoint: z.string().min(1).max(2000) });

/**
 * What a Web Push carries (the service worker shows it). Only names the app already shows the
 * person; never a message's text.
 */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string().optional() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
