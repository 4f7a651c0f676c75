import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendeeCardSchema,
  AttendeeParams,
  AttendeeProfileSchema,
  AttendeesQuery,
  EmailSharingSchema,
  EventParams,
  JoinResponse,
  MyEventSchema,
  OkResponse,
  PageQuery,
  PrivacySettingsSchema,
  ProfileInput,
  ProfileSchema,
  SavedProfileResponse,
  pageOf,
} from '@mingle/contracts';
import { authOf } from '../../plugins/auth.js';
import type { AttendeesService } from './attendees.service.js';

export const attendeesRoutes: FastifyPluginAsyncZod<{ attendees: AttendeesService }> = async (app, { attendees }) => {
  const tags = ['attendees'];
  app.addHook('onRequest', app.requireAuth);
  const me = (req: Parameters<typeof authOf>[0]) => authOf(req).user.id;

  app.get('/events/me', { schema: { tags, querystring: PageQuery, response: { 200: pageOf(MyEventSchema) } } }, (req) => attendees.myEvents(me(req), req.query.page, req.query.pageSize));
  app.get('/profile/saved', { schema: { tags, response: { 200: SavedProfileResponse } } }, (req) => attendees.savedProfile(me(req)));
  app.delete('/profile/saved', { schema: { tags, response: { 200: OkResponse } } }, (req) => attendees.withdrawKeptProfile(me(req)));
  app.post('/events/:event/join', { schema: { tags, params: EventParams, response: { 200: JoinResponse } } }, (req) => attendees.join(req.params.event, me(req)));
  app.get('/events/:event/profile', { schema: { tags, params: EventParams, response: { 200: ProfileSchema } } }, (req) => attendees.getProfile(req.params.event, me(req)));
  app.put('/events/:event/profile', { schema: { tags, params: EventParams, body: ProfileInput, response: { 200: ProfileSchema } } }, (req) =>
    attendees.putProfile(req.params.event, me(req), req.body),
  );
  app.get('/events/:event/attendees', { schema: { tags, params: EventParams, querystring: AttendeesQuery, response: { 200: pageOf(AttendeeCardSchema) } } }, (req) =>
    attendees.directory(req.params.event, me(req), req.query),
  );
  app.get(
    '/events/:event/attendees/:userId',
    { schema: { tags, params: AttendeeParams, response: { 200: AttendeeProfileSchema } } },
    async (req) => (await attendees.attendeeView(req.params.event, me(req), req.params.userId)).profile,
  );
  app.get('/events/:event/email-sharing', { schema: { tags, params: EventParams, response: { 200: EmailSharingSchema } } }, (req) => attendees.emailSharing(req.params.event, me(req)));
  app.put('/events/:event/email-sharing', { config: { idempotent: true }, schema: { tags, params: EventParams, body: EmailSharingSchema, response: { 200: EmailSharingSchema } } }, (req) =>
    attendees.setEmailSharing(req.params.event, me(req), req.body.shared),
  );
  app.get('/events/:event/profile/privacy', { schema: { tags, params: EventParams, response: { 200: PrivacySettingsSchema } } }, (req) => attendees.privacy(req.params.event, me(req)));
  app.put('/events/:event/profile/privacy', { schema: { tags, params: EventParams, body: PrivacySettingsSchema, response: { 200: PrivacySettingsSchema } } }, (req) =>
    attendees.setPrivacy(req.params.event, me(req), req.body),
  );
};
