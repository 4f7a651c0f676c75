import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgendaSchema,
  AvailabilityInput,
  AvailabilitySchema,
  CommonSlotsQuery,
  CommonSlotsSchema,
  EventParams,
  EventRefParams,
  MeetingParams,
  MeetingProposeInput,
  MeetingRequestInput,
  MeetingSchema,
  MeetingSettingsInput,
  MeetingSettingsSchema,
  MeetingsPage,
  MeetingsQuery,
} from '@mingle/contracts';
import { authOf, companyOf } from '../../plugins/auth.js';
import type { MeetingsService } from './meetings.service.js';

/** One-to-one meetings (decision 041): the organisers' hours and spots, and the attendees' side. */
export const meetingsRoutes: FastifyPluginAsyncZod<{ meetings: MeetingsService }> = async (app, { meetings }) => {
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
  const noStore = 'no-store';

  const company = ['company events'];
  const settings = '/company/events/:id/meeting-settings';
  app.get(settings, { schema: { tags: company, params: EventRefParams, response: { 200: MeetingSettingsSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await meetings.settings(companyOf(req).companyId, req.params.id)),
  );
  app.put(settings, { config: { idempotent: true }, schema: { tags: company, params: EventRefParams, body: MeetingSettingsInput, response: { 200: MeetingSettingsSchema } } }, (req) =>
    meetings.saveSettings(companyOf(req).companyId, req.params.id, req.body),
  );

  const tags = ['meetings'];
  app.get('/events/:event/availability', { schema: { tags, params: EventParams, response: { 200: AvailabilitySchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await meetings.availability(req.params.event, me(req))),
  );
  app.put('/events/:event/availability', { config: { idempotent: true }, schema: { tags, params: EventParams, body: AvailabilityInput, response: { 200: AvailabilitySchema } } }, (req) =>
    meetings.setAvailability(req.params.event, me(req), req.body.free),
  );
  app.get('/events/:event/meetings/slots', { schema: { tags, params: EventParams, querystring: CommonSlotsQuery, response: { 200: CommonSlotsSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await meetings.commonSlots(req.params.event, me(req), req.query.with)),
  );
  app.get('/events/:event/meetings', { schema: { tags, params: EventParams, querystring: MeetingsQuery, response: { 200: MeetingsPage } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await meetings.list(req.params.event, me(req), req.query)),
  );
  app.post(
    '/events/:event/meetings',
    { config: { idempotent: true }, schema: { tags, params: EventParams, body: MeetingRequestInput, response: { 200: MeetingSchema, 201: MeetingSchema } } },
    async (req, reply) => {
      const { meeting, created } = await meetings.request(req.params.event, me(req), req.body);
      return reply.status(created ? 201 : 200).send(meeting);
    },
  );
  const one = '/events/:event/meetings/:id';
  app.post(`${one}/accept`, { config: { idempotent: true }, schema: { tags, params: MeetingParams, response: { 200: MeetingSchema } } }, (req) =>
    meetings.accept(req.params.event, me(req), req.params.id),
  );
  app.post(`${one}/decline`, { config: { idempotent: true }, schema: { tags, params: MeetingParams, response: { 200: MeetingSchema } } }, (req) =>
    meetings.decline(req.params.event, me(req), req.params.id),
  );
  app.post(`${one}/propose`, { config: { idempotent: true }, schema: { tags, params: MeetingParams, body: MeetingProposeInput, response: { 200: MeetingSchema } } }, (req) =>
    meetings.propose(req.params.event, me(req), req.params.id, req.body),
  );
  app.post(`${one}/cancel`, { config: { idempotent: true }, schema: { tags, params: MeetingParams, response: { 200: MeetingSchema } } }, (req) =>
    meetings.cancel(req.params.event, me(req), req.params.id),
  );
  app.post(`${one}/held`, { config: { idempotent: true }, schema: { tags, params: MeetingParams, response: { 200: MeetingSchema } } }, (req) =>
    meetings.held(req.params.event, me(req), req.params.id),
  );
  app.get('/events/:event/agenda', { schema: { tags, params: EventParams, response: { 200: AgendaSchema } } }, async (req, reply) =>
    reply.header('cache-control', noStore).send(await meetings.agenda(req.params.event, me(req))),
  );
};
