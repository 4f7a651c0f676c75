import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanySchema, CompanySlugParams, CreateCompanyInput, CreateCompanyResponse, UpdateCompanyInput } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { CompaniesService } from './companies.service.js';

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  const tags = ['companies'];
  app.post('/companies', { onRequest: app.requireAuth, schema: { tags, body: CreateCompanyInput, response: { 201: CreateCompanyResponse } } }, async (req, reply) =>
    reply.status(201).send(await companies.create(authOf(req).user.id, req.body)),
  );
  app.get('/companies/:slug', { onRequest: app.requireAuth, schema: { tags, params: CompanySlugParams, response: { 200: CompanySchema } } }, (req) =>
    companies.get(req.params.slug, authOf(req).user.id),
  );
  app.patch('/companies/:slug', { onRequest: app.requireAuth, schema: { tags, params: CompanySlugParams, body: UpdateCompanyInput, response: { 200: CompanySchema } } }, (req) =>
    companies.update(req.params.slug, authOf(req).user.id, req.body),
  );
};
