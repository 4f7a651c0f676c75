import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceInput,
  CancelGatheringInput,
  CreateGatheringInput,
  EventParams,
  GatheringAttendeesQuery,
  GatheringLineParams,
  GatheringParams,
  GatheringSchema,
  GatheringsQuery,
  GroupParams,
  OkResponse,
  PersonCardSchema,
  UpdateGatheringInput,
  pageOf,
} from '@mingle/contracts';
import { callerOf } from '../../plugins/auth.js';
import type { GatheringsService } from './gatherings.service.js';
import type { GroupAccess } from '../groups/group-access.js';

export const gatheringsRoutes: FastifyPluginAsyncZod<{ gatherings: GatheringsService; requireWritable: GroupAccess['requireWritable'] }> = async (app, { gatherings, requireWritable }) => {
  app.addHook('onRequest', app.requireAuth);
  // An archived event's groups, boards and gatherings are read-only (decision 032).
  app.addHook('preHandler', async (req) => {
    const { event } = req.params as { event?: string };
    if (event && req.method !== 'GET' && req.method !== 'HEAD') await requireWritable(event, callerOf(req));
  });
  const tags = ['gatherings'];
  const base = '/events/:event/attendee/groups/:groupId/gatherings';

  app.get('/events/:event/gatherings', { schema: { tags, params: EventParams, querystring: GatheringsQuery, response: { 200: pageOf(GatheringSchema) } } }, (req) =>
    gatherings.listForEvent(req.params.event, callerOf(req), req.query),
  );
  app.get(base, { schema: { tags, params: GroupParams, querystring: GatheringsQuery, response: { 200: pageOf(GatheringSchema) } } }, (req) =>
    gatherings.listForGroup(req.params.event, callerOf(req), req.params.groupId, req.query),
  );
  app.post(base, { schema: { tags, params: GroupParams, body: CreateGatheringInput, response: { 201: GatheringSchema } } }, async (req, reply) =>
    reply.status(201).send(await gatherings.create(req.params.event, callerOf(req), req.params.groupId, req.body)),
  );
  app.get(`${base}/:id`, { schema: { tags, params: GatheringParams, response: { 200: GatheringSchema } } }, (req) =>
    gatherings.get(req.params.event, callerOf(req), req.params.groupId, req.params.id),
  );
  app.patch(`${base}/:id`, { schema: { tags, params: GatheringParams, body: UpdateGatheringInput, response: { 200: GatheringSchema } } }, (req) =>
    gatherings.update(req.params.event, callerOf(req), req.params.groupId, req.params.id, req.body),
  );
  app.post(`${base}/:id/cancel`, { config: { idempotent: true }, schema: { tags, params: GatheringParams, body: CancelGatheringInput, response: { 200: GatheringSchema } } }, (req) =>
    gatherings.cancel(req.params.event, callerOf(req), req.params.groupId, req.params.id, req.body.message ?? null),
  );
  app.delete(`${base}/:id`, { schema: { tags, params: GatheringParams, response: { 200: OkResponse } } }, async (req) => {
    await gatherings.remove(req.params.event, callerOf(req), req.params.groupId, req.params.id);
    return { ok: true as const };
  });
  app.get(`${base}/:id/attendees`, { schema: { tags, params: GatheringParams, querystring: GatheringAttendeesQuery, response: { 200: pageOf(PersonCardSchema) } } }, (req) =>
    gatherings.attendees(req.params.event, callerOf(req), req.params.groupId, req.params.id, req.query),
  );
  app.post(`${base}/:id/waitlist/:userId/admit`, { config: { idempotent: true }, schema: { tags, params: GatheringLineParams, response: { 200: GatheringSchema } } }, (req) =>
    gatherings.admit(req.params.event, callerOf(req), req.params.groupId, req.params.id, req.params.userId),
  );
  app.put(`${base}/:id/attendance`, { config: { idempotent: true }, schema: { tags, params: GatheringParams, body: AttendanceInput, response: { 200: GatheringSchema } } }, (req) =>
    gatherings.setAttendance(req.params.event, callerOf(req), req.params.groupId, req.params.id, req.body.status),
  );
};
