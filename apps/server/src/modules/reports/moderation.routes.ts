import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventRefParams, ModerationActionInput, ModerationPage, ModerationQuery, ModerationResultSchema, OpenReportsSchema, ReportParams } from '@mingle/contracts';
import { companyOf } from '../../plugins/auth.js';
import type { ModerationService } from './moderation.service.js';

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['company events'];

  app.get('/company/events/:id/reports', { schema: { tags, params: EventRefParams, querystring: ModerationQuery, response: { 200: ModerationPage } } }, (req) =>
    moderation.queue(companyOf(req).companyId, req.params.id, req.query),
  );
  app.get('/company/reports/open', { schema: { tags, response: { 200: OpenReportsSchema } } }, (req) => moderation.openReports(companyOf(req).companyId));
  app.post('/company/events/:id/reports/:reportId/actions', { schema: { tags, params: ReportParams, body: ModerationActionInput, response: { 200: ModerationResultSchema } } }, (req) =>
    moderation.act(companyOf(req), req.params.id, req.params.reportId, req.body.action, req.body.warn === true),
  );
};
