import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanyAttendeeDetailSchema,
  CompanyAttendeeParams,
  CompanyAttendeesCsvQuery,
  CompanyAttendeesPage,
  CompanyAttendeesQuery,
  EventRefParams,
  RemoveAttendeeInput,
  RemoveAttendeeResultSchema,
} from '@mingle/contracts';
import { companyOf } from '../../plugins/auth.js';
import type { ModerationService } from '../reports/moderation.service.js';
import type { CompanyAttendeesService } from './company-attendees.service.js';

export const companyAttendeesRoutes: FastifyPluginAsyncZod<{ attendees: CompanyAttendeesService; moderation: Pick<ModerationService, 'removePerson'> }> = async (app, { attendees, moderation }) => {
  const tags = ['company events'];
  app.addHook('onRequest', app.requireAuth);

  app.get('/company/events/:id/attendees', { schema: { tags, params: EventRefParams, querystring: CompanyAttendeesQuery, response: { 200: CompanyAttendeesPage } } }, (req) =>
    attendees.page(companyOf(req).companyId, req.params.id, req.query),
  );

  app.get('/company/events/:id/attendees/:userId', { schema: { tags, params: CompanyAttendeeParams, response: { 200: CompanyAttendeeDetailSchema } } }, (req) =>
    attendees.detail(companyOf(req).companyId, req.params.id, req.params.userId),
  );
  app.post(
    '/company/events/:id/attendees/:userId/remove',
    { config: { idempotent: true }, schema: { tags, params: CompanyAttendeeParams, body: RemoveAttendeeInput, response: { 200: RemoveAttendeeResultSchema } } },
    (req) => moderation.removePerson(companyOf(req), req.params.id, req.params.userId, req.body.ban),
  );

  const csv = { 200: z.string().describe('The whole list with the search applied, as an attachment: UTF-8 with a BOM, RFC 4180') };
  const produces = ['text/csv'];
  app.get('/company/events/:id/attendees.csv', { schema: { tags, params: EventRefParams, querystring: CompanyAttendeesCsvQuery, produces, response: csv } }, async (req, reply) => {
    const { fileName, body } = await attendees.csv(companyOf(req).companyId, req.params.id, req.query.q);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(body as unknown as string); // a stream of that text: Fastify pipes streams as they are, unserialised
  });
};
