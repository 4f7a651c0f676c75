import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlacesQuery, PlacesResponse } from '@mingle/contracts';
import { placeIndex } from './places.index.js';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/places', { onRequest: app.requireAuth, schema: { tags: ['catalogue'], querystring: PlacesQuery, response: { 200: PlacesResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'private, max-age=86400');
    return placeIndex().search(req.query.q, req.query.limit);
  });
};
