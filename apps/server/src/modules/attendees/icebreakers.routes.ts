import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttendeeParams, EventParams, NotInterestedSchema, OpenersSchema, PeopleToMeetSchema } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { IcebreakersService } from './icebreakers.service.js';

/** Openers and people to meet (decision 025): attendees of the event only, as their profiles are. */
export const icebreakersRoutes: FastifyPluginAsyncZod<{ icebreakers: IcebreakersService }> = async (app, { icebreakers }) => {
  const tags = ['attendees'];
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/events/:event/attendees/:userId/openers', { schema: { tags, params: AttendeeParams, response: { 200: OpenersSchema } } }, (req) =>
    icebreakers.openers(req.params.event, me(req), req.params.userId),
  );
  // "Not interested" (decision 043): only mine, never the other person's; no-store as it changes under the same address.
  const notInterested = '/events/:event/attendees/:userId/not-interested';
  const schema = { tags, params: AttendeeParams, response: { 200: NotInterestedSchema } };
  app.get(notInterested, { schema }, async (req, reply) => reply.header('cache-control', 'no-store').send(await icebreakers.notInterested(req.params.event, me(req), req.params.userId)));
  app.put(notInterested, { config: { idempotent: true }, schema }, (req) => icebreakers.setNotInterested(req.params.event, me(req), req.params.userId, true));
  app.delete(notInterested, { config: { idempotent: true }, schema }, (req) => icebreakers.setNotInterested(req.params.event, me(req), req.params.userId, false));
  app.get('/events/:event/people-to-meet', { schema: { tags, params: EventParams, response: { 200: PeopleToMeetSchema } } }, (req) => icebreakers.peopleToMeet(req.params.event, me(req)));
};
