import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoriesResponse } from '@mingle/contracts';
import { cachedJson, sendCachedJson } from '../../lib/http-cache.js';
import { CATEGORIES } from './interests.catalogue.js';

export const interestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue ships with the release: serialized (and checked against its contract) once.
  const catalogue = cachedJson(CategoriesResponse.parse([...CATEGORIES]));
  app.get('/interests', { schema: { tags: ['catalogue'], response: { 200: CategoriesResponse } } }, async (req, reply) =>
    // Clients cache it for an hour as well (LIMITS.categoriesCacheMs), then revalidate it with its ETag.
    sendCachedJson(req, reply, catalogue, 'public, max-age=3600'),
  );
};
