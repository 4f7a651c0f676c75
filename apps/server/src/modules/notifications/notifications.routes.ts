import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, OkResponse, PushSubscriptionInput, PushUnsubscribeInput, ReadMarkInput, UnreadSchema } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { PushService } from './push.service.js';
import type { UnreadService } from './unread.service.js';

/** Unread counts, read marks and browser-notification subscriptions (decision 024). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ unread: UnreadService; push: PushService }> = async (app, { unread, push }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['notifications'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/events/:event/unread', { schema: { tags, params: EventParams, response: { 200: UnreadSchema } } }, (req) => unread.unread(req.params.event, me(req)));
  app.put('/events/:event/read-marks', { schema: { tags, params: EventParams, body: ReadMarkInput, response: { 200: UnreadSchema } } }, (req) => unread.markRead(req.params.event, me(req), req.body));
  app.post('/me/push-subscriptions', { schema: { tags, body: PushSubscriptionInput, response: { 201: OkResponse } } }, async (req, reply) => {
    await push.subscribe(me(req), req.body);
    return reply.status(201).send({ ok: true as const });
  });
  app.delete('/me/push-subscriptions', { schema: { tags, body: PushUnsubscribeInput, response: { 200: OkResponse } } }, async (req) => {
    await push.unsubscribe(me(req), req.body.endpoint);
    return { ok: true as const };
  });
};
