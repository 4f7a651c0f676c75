import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventInsightsSchema, EventRefParams, LocationsQuery, LocationsResponse } from '@mingle/contracts';
import { companyOf } from '../../plugins/auth.js';
import type { InsightsService } from './insights.service.js';

export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (app, { insights }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['insights'];
  app.get('/company/events/:id/insights', { schema: { tags, params: EventRefParams, response: { 200: EventInsightsSchema } } }, (req) => insights.event(companyOf(req).companyId, req.params.id));
  app.get('/company/events/:id/locations', { schema: { tags, params: EventRefParams, querystring: LocationsQuery, response: { 200: LocationsResponse } } }, (req) =>
    insights.locations(companyOf(req).companyId, req.params.id, req.query.tab),
  );
};
