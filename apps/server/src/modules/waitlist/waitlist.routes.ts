import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyAttendeeParams, EventParams, EventRefParams, JoinResponse, MyPlaceSchema, OkResponse, PlaceAnswerSchema, WaitlistPage, WaitlistQuery } from '@mingle/contracts';
import { authOf, companyOf } from '../../plugins/auth.js';
import type { WaitlistService } from './waitlist.service.js';

/** Places at the event (decision 037): the attendee's side and the organisers' side of the line. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (app, { waitlist }) => {
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
  const tags = ['attendees'];
  app.get('/events/:event/waitlist', { schema: { tags, params: EventParams, response: { 200: MyPlaceSchema } } }, (req) => waitlist.myPlace(req.params.event, me(req)));
  app.post('/events/:event/waitlist/confirm', { config: { idempotent: true }, schema: { tags, params: EventParams, response: { 200: JoinResponse } } }, (req) =>
    waitlist.confirm(req.params.event, me(req)),
  );
  app.delete('/events/:event/waitlist', { config: { idempotent: true }, schema: { tags, params: EventParams, response: { 200: OkResponse } } }, (req) => waitlist.leave(req.params.event, me(req)));

  const company = ['company events'];
  app.get('/company/events/:id/waitlist', { schema: { tags: company, params: EventRefParams, querystring: WaitlistQuery, response: { 200: WaitlistPage } } }, (req) =>
    waitlist.page(companyOf(req).companyId, req.params.id, req.query),
  );
  app.post('/company/events/:id/waitlist/:userId/admit', { config: { idempotent: true }, schema: { tags: company, params: CompanyAttendeeParams, response: { 200: PlaceAnswerSchema } } }, (req) =>
    waitlist.admit(companyOf(req).companyId, req.params.id, req.params.userId),
  );
  app.delete('/company/events/:id/waitlist/:userId', { config: { idempotent: true }, schema: { tags: company, params: CompanyAttendeeParams, response: { 200: OkResponse } } }, (req) =>
    waitlist.remove(companyOf(req).companyId, req.params.id, req.params.userId),
  );
};
