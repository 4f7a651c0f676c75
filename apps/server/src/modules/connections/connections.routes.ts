import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatMessageInput,
  ConnectionParams,
  ConnectionProfileSchema,
  ConnectionResultSchema,
  ConnectionSchema,
  ConnectionsQuery,
  CreateConnectionInput,
  EventParams,
  MessageSchema,
  MessagesQuery,
  MessagesResponse,
  OkResponse,
  UserProfileParams,
  pageOf,
} from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { ConnectionsService } from './connections.service.js';

export const connectionsRoutes: FastifyPluginAsyncZod<{ connections: ConnectionsService }> = async (app, { connections }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['connections'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
  const one = '/events/:event/connections/:connectionId';

  app.get('/events/:event/connections', { schema: { tags, params: EventParams, querystring: ConnectionsQuery, response: { 200: pageOf(ConnectionSchema) } } }, (req) =>
    connections.list(req.params.event, me(req), req.query.page, req.query.pageSize),
  );
  app.post('/events/:event/connections', { schema: { tags, params: EventParams, body: CreateConnectionInput, response: { 200: ConnectionResultSchema, 201: ConnectionResultSchema } } }, async (req, reply) => {
    const result = await connections.create(req.params.event, me(req), req.body.initiatorId);
    return reply.status(result.created ? 201 : 200).send(result);
  });
  app.get(one, { schema: { tags, params: ConnectionParams, response: { 200: ConnectionSchema } } }, (req) =>
    connections.get(req.params.event, me(req), req.params.connectionId),
  );
  app.delete(one, { schema: { tags, params: ConnectionParams, response: { 200: OkResponse } } }, (req) =>
    connections.remove(req.params.event, me(req), req.params.connectionId),
  );
  app.get(`${one}/messages`, { schema: { tags, params: ConnectionParams, querystring: MessagesQuery, response: { 200: MessagesResponse } } }, (req) =>
    connections.messages(req.params.event, me(req), req.params.connectionId, req.query),
  );
  app.post(`${one}/messages`, { schema: { tags, params: ConnectionParams, body: ChatMessageInput, response: { 201: MessageSchema } } }, async (req, reply) =>
    reply.status(201).send(await connections.post(req.params.event, me(req), req.params.connectionId, req.body.body)),
  );
  app.get('/events/:event/users/:userId/profile', { schema: { tags, params: UserProfileParams, response: { 200: ConnectionProfileSchema } } }, (req) =>
    connections.profile(req.params.event, me(req), req.params.userId),
  );
};
