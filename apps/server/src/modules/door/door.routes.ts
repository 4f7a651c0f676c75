import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CheckInInput, CheckInParams, CheckInResultSchema, CheckInSearchQuery, CheckInSearchSchema, DoorKeysSchema, EventParams, EventPassSchema, EventRefParams, OkResponse } from '@mingle/contracts';
import { authOf, companyOf } from '../../plugins/auth.js';
import type { DoorService } from './door.service.js';

/** The event pass and the door (decision 038). */
export const doorRoutes: FastifyPluginAsyncZod<{ door: DoorService }> = async (app, { door }) => {
  app.addHook('onRequest', app.requireAuth);
  const noStore = 'no-store';

  app.get('/events/:event/pass', { schema: { tags: ['attendees'], params: EventParams, response: { 200: EventPassSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await door.pass(req.params.event, authOf(req).user.id)),
  );

  const tags = ['company events'];
  const checkIns = '/company/events/:id/check-ins';
  app.post(checkIns, { config: { idempotent: true }, schema: { tags, params: EventRefParams, body: CheckInInput, response: { 200: CheckInResultSchema } } }, (req) =>
    door.checkIn(companyOf(req), req.params.id, req.body),
  );
  app.get(checkIns, { schema: { tags, params: EventRefParams, querystring: CheckInSearchQuery, response: { 200: CheckInSearchSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await door.search(companyOf(req).companyId, req.params.id, req.query.q)),
  );
  app.delete(`${checkIns}/:userId`, { config: { idempotent: true }, schema: { tags, params: CheckInParams, response: { 200: OkResponse } } }, (req) =>
    door.undo(companyOf(req).companyId, req.params.id, req.params.userId),
  );
  app.get('/company/events/:id/check-in/keys', { schema: { tags, params: EventRefParams, response: { 200: DoorKeysSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await door.keys(companyOf(req).companyId, req.params.id)),
  );
};
