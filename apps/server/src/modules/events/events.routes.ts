import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelEventInput,
  CompanyEventSchema,
  CreateEventInput,
  DuplicateEventInput,
  EventRefParams,
  CompanyEventsQuery,
  OkResponse,
  PublicEventParams,
  PublicEventSchema,
  UpdateEventInput,
  pageOf,
} from '@mingle/contracts';
import { sendCachedJson } from '../../lib/http-cache.js';
import { companyOf } from '../../plugins/auth.js';
import type { EventsService } from './events.service.js';
import type { EventLifecycle } from './lifecycle.service.js';
import type { PublicEventAnswer } from './event-cache.js';

export const companyEventsRoutes: FastifyPluginAsyncZod<{ events: EventsService; lifecycle: EventLifecycle; placesChanged: (eventId: string) => Promise<void> }> = async (
  app,
  { events, lifecycle, placesChanged },
) => {
  const tags = ['company events'];
  app.addHook('onRequest', app.requireAuth);

  app.get('/company/events', { schema: { tags, querystring: CompanyEventsQuery, response: { 200: pageOf(CompanyEventSchema) } } }, (req) => events.list(companyOf(req).companyId, req.query));
  app.post('/company/events/:id/duplicate', { schema: { tags, params: EventRefParams, body: DuplicateEventInput, response: { 201: CompanyEventSchema } } }, async (req, reply) =>
    reply.status(201).send(await events.duplicate(companyOf(req).companyId, req.params.id, req.body)),
  );
  // The event's life (decision 032): each answers the event as it is after the move.
  const moved = { tags, params: EventRefParams, response: { 200: CompanyEventSchema } };
  app.post('/company/events/:id/publish', { schema: moved }, (req) => lifecycle.publish(companyOf(req).companyId, req.params.id));
  app.post('/company/events/:id/cancel', { schema: { ...moved, body: CancelEventInput } }, (req) => lifecycle.cancel(companyOf(req).companyId, req.params.id, req.body?.message));
  app.post('/company/events/:id/archive', { schema: moved }, (req) => lifecycle.archive(companyOf(req).companyId, req.params.id));
  app.delete('/company/events/:id', { config: { idempotent: true }, schema: { tags, params: EventRefParams, response: { 200: OkResponse } } }, (req) =>
    lifecycle.remove(companyOf(req).companyId, req.params.id),
  );
  app.post('/company/events', { schema: { tags, body: CreateEventInput, response: { 201: CompanyEventSchema } } }, async (req, reply) =>
    reply.status(201).send(await events.create(companyOf(req).companyId, req.body)),
  );
  app.get('/company/events/:id', { schema: { tags, params: EventRefParams, response: { 200: CompanyEventSchema } } }, (req) => events.get(companyOf(req).companyId, req.params.id));
  app.patch('/company/events/:id', { schema: { tags, params: EventRefParams, body: UpdateEventInput, response: { 200: CompanyEventSchema } } }, async (req) => {
    const { companyId } = companyOf(req);
    const event = await events.update(companyId, req.params.id, req.body);
    if (req.body.capacity === undefined) return event;
    // More places (or none any more): the first in line are offered them now (decision 037).
    await placesChanged(event.id);
    return events.get(companyId, event.id);
  });
};

/**
 * Browsers revalidate every time (a 304 from memory when nothing changed), so an edit shows at
 * once; shared caches (a CDN) may keep it a few seconds (decision 015).
 */
const PUBLIC_EVENT_CACHING = 'public, max-age=0, s-maxage=5';

/** The public event, or a permanent redirect from an old address (relative, so any host or prefix works). */
function sendPublicEvent(req: FastifyRequest, reply: FastifyReply, slug: string, { event, answer }: PublicEventAnswer) {
  if (event.slug !== slug) reply.code(308).header('location', encodeURIComponent(event.slug)).send();
  else sendCachedJson(req, reply, answer, PUBLIC_EVENT_CACHING);
}

export const publicEventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  const response = { 200: PublicEventSchema, 308: z.void().describe('The event has a new address: Location') };
  app.get('/public/events/:slug', { schema: { tags: ['public'], params: PublicEventParams, response } }, (req, reply) => {
    const { slug } = req.params;
    // A cached answer goes out in this turn, without a promise or a closure (the join page's hot
    // read, decision 015).
    const cached = events.cachedPublic(slug);
    if (cached && cached.event.status !== 'draft') return sendPublicEvent(req, reply, slug, cached);
    return events.getPublic(slug).then((found) => sendPublicEvent(req, reply, slug, found));
  });
};
