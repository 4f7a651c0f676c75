import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoriesResponse } from '@mingle/contracts';
import { CATEGORIES } from './interests.catalogue.js';

export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/interests', { schema: { tags: ['catalogue'], response: { 200: CategoriesResponse } } }, async (_req, reply) => {
    // The catalogue ships with the release; clients cache it for an hour as well (spec 9).
    reply.header('cache-control', 'public, max-age=3600');
    return [...CATEGORIES];
  });
};
