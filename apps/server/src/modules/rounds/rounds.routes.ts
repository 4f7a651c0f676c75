import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyRoundsSchema, EventRefParams, MyRoundsSchema, RoundsAwayInput, RoundsEventParams, RoundsNextInput, RoundsRunSchema, RoundsStartInput } from '@mingle/contracts';
import { authOf, companyOf } from '../../plugins/auth.js';
import type { RoundsService } from './rounds.service.js';

/** Speed-networking rounds (decision 042): the organisers run them, attendees see their table. */
export const roundsRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService }> = async (app, { rounds }) => {
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
  const noStore = 'no-store';

  const company = ['company events'];
  const base = '/company/events/:id/rounds';
  app.get(base, { schema: { tags: company, params: EventRefParams, response: { 200: CompanyRoundsSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await rounds.status(companyOf(req).companyId, req.params.id)),
  );
  app.post(base, { config: { idempotent: true }, schema: { tags: company, params: EventRefParams, body: RoundsStartInput, response: { 201: RoundsRunSchema } } }, async (req, reply) =>
    reply.status(201).send(await rounds.start(companyOf(req).companyId, req.params.id, me(req), req.body)),
  );
  app.post(`${base}/next`, { config: { idempotent: true }, schema: { tags: company, params: EventRefParams, body: RoundsNextInput.nullish(), response: { 200: RoundsRunSchema } } }, (req) =>
    rounds.next(companyOf(req).companyId, req.params.id, req.body?.from),
  );
  app.post(`${base}/stop`, { config: { idempotent: true }, schema: { tags: company, params: EventRefParams, response: { 200: RoundsRunSchema } } }, (req) =>
    rounds.stop(companyOf(req).companyId, req.params.id),
  );

  const tags = ['rounds'];
  app.get('/events/:event/rounds/current', { schema: { tags, params: RoundsEventParams, response: { 200: MyRoundsSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await rounds.current(req.params.event, me(req))),
  );
  app.put('/events/:event/rounds/away', { config: { idempotent: true }, schema: { tags, params: RoundsEventParams, body: RoundsAwayInput, response: { 200: MyRoundsSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await rounds.setAway(req.params.event, me(req), req.body.away)),
  );
};
