import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams, ReportCreatedSchema, ReportInput } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { ReportsService } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['reports'];

  app.post('/events/:event/reports', { schema: { tags, params: EventParams, body: ReportInput, response: { 201: ReportCreatedSchema } } }, async (req, reply) =>
    reply.status(201).send(await reports.create(req.params.event, authOf(req).user.id, req.body)),
  );
};
