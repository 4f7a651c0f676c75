import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendeeGroupSchema,
  AutoGroupsInput,
  AutoGroupsResponse,
  CompanyGroupParams,
  CreateGroupInput,
  EditMessageInput,
  EventParams,
  GroupDetailsSchema,
  GroupInsightsSchema,
  GroupParams,
  GroupSchema,
  CompanyGroupsQuery,
  GroupsQuery,
  JoinGroupInput,
  MessageInput,
  MessageParams,
  MessageSchema,
  MessagesQuery,
  MessagesResponse,
  PinMessageInput,
  SuggestionsResponse,
  UpdateGroupInput,
  PageQuery,
  PersonCardSchema,
  pageOf,
} from '@mingle/contracts';
import { callerOf, companyOf } from '../../plugins/auth.js';
import type { GroupMembersService } from './group-members.service.js';
import type { GatheringsOfGroup, GroupsService } from './groups.service.js';
import type { MessagesService } from './messages.service.js';
import type { GroupAccess } from './group-access.js';

interface Opts {
  groups: GroupsService;
  messages: MessagesService;
  gatheringsOf: GatheringsOfGroup;
  members: GroupMembersService;
  requireWritable: GroupAccess['requireWritable'];
}

export const groupsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { groups, messages, gatheringsOf, members, requireWritable }) => {
  app.addHook('onRequest', app.requireAuth);
  // An archived event's groups, boards and gatherings are read-only (decision 032).
  app.addHook('preHandler', async (req) => {
    const { event } = req.params as { event?: string };
    if (event && req.method !== 'GET' && req.method !== 'HEAD') await requireWritable(event, callerOf(req));
  });
  const company = ['groups (company)'];
  const attendee = ['groups (attendee)'];
  const board = ['message boards'];

  app.get('/events/:event/groups', { schema: { tags: company, params: EventParams, querystring: CompanyGroupsQuery, response: { 200: pageOf(GroupSchema) } } }, (req) =>
    groups.listForCompany(companyOf(req).companyId, req.params.event, req.query),
  );
  app.post('/events/:event/groups', { schema: { tags: company, params: EventParams, body: CreateGroupInput, response: { 201: GroupSchema } } }, async (req, reply) => {
    const { companyId, userId } = companyOf(req);
    return reply.status(201).send(await groups.create(companyId, userId, req.params.event, req.body));
  });
  app.post('/events/:event/groups/auto', { schema: { tags: company, params: EventParams, body: AutoGroupsInput, response: { 200: AutoGroupsResponse } } }, (req) => {
    const { companyId, userId } = companyOf(req);
    return groups.autoForm(companyId, userId, req.params.event, req.body.targetSize);
  });
  app.get('/events/:event/groups/:id', { schema: { tags: company, params: CompanyGroupParams, response: { 200: GroupDetailsSchema } } }, (req) =>
    groups.details(companyOf(req).companyId, req.params.event, req.params.id),
  );
  app.patch('/events/:event/groups/:id', { schema: { tags: company, params: CompanyGroupParams, body: UpdateGroupInput, response: { 200: GroupSchema } } }, (req) =>
    groups.update(companyOf(req).companyId, req.params.event, req.params.id, req.body),
  );
  app.delete('/events/:event/groups/:id', { schema: { tags: company, params: CompanyGroupParams, response: { 200: GroupSchema } } }, (req) =>
    groups.deactivate(companyOf(req).companyId, req.params.event, req.params.id),
  );

  const base = '/events/:event/attendee/groups';
  app.get(base, { schema: { tags: attendee, params: EventParams, querystring: GroupsQuery, response: { 200: pageOf(AttendeeGroupSchema) } } }, (req) =>
    groups.list(req.params.event, callerOf(req), req.query),
  );
  app.get(`${base}/suggestions`, { schema: { tags: attendee, params: EventParams, response: { 200: SuggestionsResponse } } }, (req) => groups.suggestions(req.params.event, callerOf(req)));
  app.get(`${base}/:groupId/me`, { schema: { tags: attendee, params: GroupParams, response: { 200: AttendeeGroupSchema } } }, (req) => groups.me(req.params.event, callerOf(req), req.params.groupId));
  app.post(`${base}/:groupId/join`, { config: { idempotent: true }, schema: { tags: attendee, params: GroupParams, body: JoinGroupInput, response: { 200: AttendeeGroupSchema } } }, (req) =>
    groups.join(req.params.event, callerOf(req), req.params.groupId, req.body?.fromSuggestion ?? false),
  );
  app.post(`${base}/:groupId/leave`, { schema: { tags: attendee, params: GroupParams, response: { 200: AttendeeGroupSchema } } }, (req) =>
    groups.leave(req.params.event, callerOf(req), req.params.groupId),
  );
  app.get(`${base}/:groupId/members`, { schema: { tags: attendee, params: GroupParams, querystring: PageQuery, response: { 200: pageOf(PersonCardSchema) } } }, (req) =>
    members.list(req.params.event, callerOf(req), req.params.groupId, req.query),
  );
  app.get(`${base}/:groupId/insights`, { schema: { tags: attendee, params: GroupParams, response: { 200: GroupInsightsSchema } } }, (req) =>
    groups.insights(req.params.event, callerOf(req), req.params.groupId, gatheringsOf),
  );

  app.get(`${base}/:groupId/messages`, { schema: { tags: board, params: GroupParams, querystring: MessagesQuery, response: { 200: MessagesResponse } } }, (req) =>
    messages.list(req.params.event, callerOf(req), req.params.groupId, req.query),
  );
  app.post(`${base}/:groupId/messages`, { config: { idempotent: true }, schema: { tags: board, params: GroupParams, body: MessageInput, response: { 201: MessageSchema } } }, async (req, reply) =>
    reply.status(201).send(await messages.post(req.params.event, callerOf(req), req.params.groupId, req.body)),
  );
  app.patch(`${base}/:groupId/messages/:messageId`, { schema: { tags: board, params: MessageParams, body: EditMessageInput, response: { 200: MessageSchema } } }, (req) =>
    messages.edit(req.params.event, callerOf(req), req.params.groupId, req.params.messageId, req.body.body),
  );
  app.put(`${base}/:groupId/messages/:messageId/pin`, { schema: { tags: board, params: MessageParams, body: PinMessageInput, response: { 200: MessageSchema } } }, (req) =>
    messages.pin(req.params.event, callerOf(req), req.params.groupId, req.params.messageId, req.body.pinned),
  );
  app.delete(`${base}/:groupId/messages/:messageId`, { schema: { tags: board, params: MessageParams, response: { 200: MessageSchema } } }, (req) =>
    messages.remove(req.params.event, callerOf(req), req.params.groupId, req.params.messageId),
  );
};
