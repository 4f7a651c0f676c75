import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BlockedPeoplePage, BlockInput, BlockParams, EventParams, OkResponse, PageQuery } from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { BlocksService } from './blocks.service.js';

export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (app, { blocks }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['blocks'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/events/:event/blocks', { schema: { tags, params: EventParams, querystring: PageQuery, response: { 200: BlockedPeoplePage } } }, (req) =>
    blocks.list(req.params.event, me(req), req.query.page, req.query.pageSize),
  );
  app.post('/events/:event/blocks', { schema: { tags, params: EventParams, body: BlockInput, response: { 201: OkResponse } } }, async (req, reply) =>
    reply.status(201).send(await blocks.block(req.params.event, me(req), req.body.userId)),
  );
  app.delete('/events/:event/blocks/:userId', { schema: { tags, params: BlockParams, response: { 200: OkResponse } } }, (req) => blocks.unblock(req.params.event, me(req), req.params.userId));
};
