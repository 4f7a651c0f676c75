import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementDismissParams,
  AnnouncementInput,
  AnnouncementParams,
  AnnouncementPreviewSchema,
  AnnouncementSchema,
  AnnouncementTestSchema,
  AttendeeMessageInput,
  AttendeeMessageParams,
  AttendeeMessageSchema,
  AnnouncementsPage,
  AnnouncementsQuery,
  AttendeeAnnouncementsSchema,
  EventParams,
  EventRefParams,
  NotificationSettingsInput,
  NotificationSettingsSchema,
  OkResponse,
} from '@mingle/contracts';
import { authOf, companyOf } from '../../plugins/auth.js';
import type { AnnouncementOutgoing } from './announcements.outgoing.js';
import type { AnnouncementsService } from './announcements.service.js';

/** Organiser announcements (decision 022) and what leaves with care (decision 035): the console's routes and the attendees' ones. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementsService; outgoing: AnnouncementOutgoing }> = async (app, { announcements, outgoing }) => {
  app.addHook('onRequest', app.requireAuth);
  const tags = ['announcements'];
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/company/events/:id/announcements', { schema: { tags, params: EventRefParams, querystring: AnnouncementsQuery, response: { 200: AnnouncementsPage } } }, (req) =>
    announcements.page(companyOf(req).companyId, req.params.id, req.query.page, req.query.pageSize),
  );
  app.post('/company/events/:id/announcements', { schema: { tags, params: EventRefParams, body: AnnouncementInput, response: { 201: AnnouncementSchema } } }, async (req, reply) =>
    reply.status(201).send(await announcements.create(companyOf(req), req.params.id, req.body)),
  );
  app.post('/company/events/:id/announcements/preview', { schema: { tags, params: EventRefParams, body: AnnouncementInput, response: { 200: AnnouncementPreviewSchema } } }, (req) =>
    outgoing.preview(companyOf(req), req.params.id, req.body),
  );
  app.post('/company/events/:id/announcements/test', { schema: { tags, params: EventRefParams, body: AnnouncementInput, response: { 200: AnnouncementTestSchema } } }, (req) =>
    outgoing.test(companyOf(req), req.params.id, req.body),
  );
  app.post(
    '/company/events/:id/attendees/:userId/messages',
    { schema: { tags, params: AttendeeMessageParams, body: AttendeeMessageInput, response: { 201: AttendeeMessageSchema } } },
    async (req, reply) => reply.status(201).send(await outgoing.message(companyOf(req), req.params.id, req.params.userId, req.body)),
  );
  app.put('/company/events/:id/announcements/:announcementId', { schema: { tags, params: AnnouncementParams, body: AnnouncementInput, response: { 200: AnnouncementSchema } } }, (req) =>
    announcements.update(companyOf(req).companyId, req.params.id, req.params.announcementId, req.body),
  );
  app.delete('/company/events/:id/announcements/:announcementId', { schema: { tags, params: AnnouncementParams, response: { 200: OkResponse } } }, async (req) => {
    await announcements.remove(companyOf(req).companyId, req.params.id, req.params.announcementId);
    return { ok: true as const };
  });

  app.get('/events/:event/announcements', { schema: { tags, params: EventParams, response: { 200: AttendeeAnnouncementsSchema } } }, (req) => announcements.mine(req.params.event, me(req)));
  app.post('/events/:event/announcements/:announcementId/dismiss', { schema: { tags, params: AnnouncementDismissParams, response: { 200: OkResponse } } }, async (req) => {
    await announcements.dismiss(req.params.event, me(req), req.params.announcementId);
    return { ok: true as const };
  });
  app.get('/events/:event/notification-settings', { schema: { tags, params: EventParams, response: { 200: NotificationSettingsSchema } } }, (req) => announcements.settings(req.params.event, me(req)));
  app.put('/events/:event/notification-settings', { schema: { tags, params: EventParams, body: NotificationSettingsInput, response: { 200: NotificationSettingsSchema } } }, (req) =>
    announcements.setSettings(req.params.event, me(req), req.body),
  );
};
