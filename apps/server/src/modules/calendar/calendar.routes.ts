import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalendarFeedParams, CalendarFeedSchema, EventParams, GatheringParams, OkResponse } from '@mingle/contracts';
import { callerOf } from '../../plugins/auth.js';
import type { CalendarService } from './calendar.service.js';

const tags = ['calendar'];
const ics = 'text/calendar; charset=utf-8';
/** A file to save (Add to calendar, Download contacts); never kept by shared caches. */
const download = (reply: FastifyReply, type: string, filename: string, body: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(body);

/** Without a session: the event's file (the event is public) and the private feed, whose token is the key. */
export const publicCalendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService; feedPerMinute: number }> = async (app, { calendar, feedPerMinute }) => {
  app.get('/events/:event/calendar.ics', { schema: { tags, params: EventParams } }, async (req, reply) => download(reply, ics, 'event.ics', await calendar.eventFile(req.params.event)));
  // Calendar apps poll every few minutes to hours; a guesser gets little per address (decision 021).
  app.get('/calendar/:token.ics', { schema: { tags, params: CalendarFeedParams }, config: { rateLimit: { max: feedPerMinute, timeWindow: 60_000 } } }, async (req, reply) =>
    reply
      .type(ics)
      .header('cache-control', 'private, no-store')
      .send(await calendar.feed(req.params.token)),
  );
};

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.addHook('onRequest', app.requireAuth);
  app.get('/events/:event/attendee/groups/:groupId/gatherings/:id/calendar.ics', { schema: { tags, params: GatheringParams } }, async (req, reply) =>
    download(reply, ics, 'gathering.ics', await calendar.gatheringFile(req.params.event, callerOf(req), req.params.groupId, req.params.id)),
  );
  app.get('/events/:event/connections/contacts.vcf', { schema: { tags, params: EventParams } }, async (req, reply) =>
    download(reply, 'text/vcard; charset=utf-8', 'contacts.vcf', await calendar.contacts(req.params.event, callerOf(req).userId)),
  );
  app.post('/me/calendar-feed', { schema: { tags, response: { 201: CalendarFeedSchema } } }, async (req, reply) => reply.status(201).send(await calendar.rotateFeed(callerOf(req).userId)));
  app.delete('/me/calendar-feed', { schema: { tags, response: { 200: OkResponse } } }, (req) => calendar.revokeFeed(callerOf(req).userId));
};
