import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatMessageInput,
  ConnectionParams,
  ConnectionProfileSchema,
  ConnectionCodesSchema,
  ConnectionRequestParams,
  ConnectionRequestedSchema,
  ConnectionRequestsSchema,
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
import type { ConsentService } from './consent.service.js';

export const connectionsRoutes: FastifyPluginAsyncZod<{ connections: ConnectionsService; consent: ConsentService }> = async (app, { connections, consent }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['connections'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;
  const one = '/events/:event/connections/:connectionId';

  app.get('/events/:event/connections', { schema: { tags, params: EventParams, querystring: ConnectionsQuery, response: { 200: pageOf(ConnectionSchema) } } }, (req) =>
    connections.list(req.params.event, me(req), req.query.page, req.query.pageSize),
  );
  const created = { 200: ConnectionResultSchema, 201: ConnectionResultSchema };
  app.post('/events/:event/connections', { schema: { tags, params: EventParams, body: CreateConnectionInput, response: { ...created, 202: ConnectionRequestedSchema } } }, async (req, reply) => {
    const result = await consent.create(req.params.event, me(req), req.body.initiatorId, req.body.code);
    return reply.status('requested' in result ? 202 : result.created ? 201 : 200).send(result);
  });
  app.post('/events/:event/connections/codes', { schema: { tags, params: EventParams, response: { 201: ConnectionCodesSchema } } }, async (req, reply) =>
    reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(await consent.codes(req.params.event, me(req))),
  );
  const request = '/events/:event/connection-requests/:requestId';
  app.get('/events/:event/connection-requests', { schema: { tags, params: EventParams, response: { 200: ConnectionRequestsSchema } } }, (req) => consent.requests(req.params.event, me(req)));
  app.post(`${request}/accept`, { schema: { tags, params: ConnectionRequestParams, response: created } }, async (req, reply) => {
    const result = await consent.accept(req.params.event, me(req), req.params.requestId);
    return reply.status(result.created ? 201 : 200).send(result);
  });
  app.post(`${request}/decline`, { schema: { tags, params: ConnectionRequestParams, response: { 200: OkResponse } } }, (req) => consent.decline(req.params.event, me(req), req.params.requestId));
  app.delete(request, { schema: { tags, params: ConnectionRequestParams, response: { 200: OkResponse } } }, (req) => consent.withdraw(req.params.event, me(req), req.params.requestId));
  app.get(one, { schema: { tags, params: ConnectionParams, response: { 200: ConnectionSchema } } }, (req) => connections.get(req.params.event, me(req), req.params.connectionId));
  app.delete(one, { schema: { tags, params: ConnectionParams, response: { 200: OkResponse } } }, (req) => connections.remove(req.params.event, me(req), req.params.connectionId));
  app.get(`${one}/messages`, { schema: { tags, params: ConnectionParams, querystring: MessagesQuery, response: { 200: MessagesResponse } } }, (req) =>
    connections.messages(req.params.event, me(req), req.params.connectionId, req.query),
  );
  app.post(`${one}/messages`, { config: { idempotent: true }, schema: { tags, params: ConnectionParams, body: ChatMessageInput, response: { 201: MessageSchema } } }, async (req, reply) =>
    reply.status(201).send(await connections.post(req.params.event, me(req), req.params.connectionId, req.body.body)),
  );
  app.get('/events/:event/users/:userId/profile', { schema: { tags, params: UserProfileParams, response: { 200: ConnectionProfileSchema } } }, (req) =>
    connections.profile(req.params.event, me(req), req.params.userId),
  );
};
