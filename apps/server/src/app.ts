import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import { corsOptions } from './plugins/cors.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerAuth } from './plugins/auth.js';
import { createIdempotencySweep, registerIdempotency } from './plugins/idempotency.js';
import { registerHttpSecurity } from './plugins/http-security.js';
import { RequestLog, requestIds, requestLogSerializer, requestLogger } from './lib/request-log.js';
import { createMailer, type Mailer } from './plugins/mail.js';
import { createBackground } from './lib/background.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { interestsRoutes } from './modules/interests/interests.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import multipart from '@fastify/multipart';
import { createStorage, type Storage } from './plugins/storage.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { mediaRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { createCompaniesService } from './modules/companies/companies.service.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { registerEventPages } from './web/event-pages.js';
import { createEventCache } from './modules/events/event-cache.js';
import { createCacheInvalidation } from './lib/shared-cache.js';
import { revalidatePrivateAnswers } from './lib/http-cache.js';
import { companyEventsRoutes, publicEventsRoutes } from './modules/events/events.routes.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { createAttendeesService } from './modules/attendees/attendees.service.js';
import { attendeesRoutes } from './modules/attendees/attendees.routes.js';
import { createIcebreakersService } from './modules/attendees/icebreakers.service.js';
import { icebreakersRoutes } from './modules/attendees/icebreakers.routes.js';
import websocket from '@fastify/websocket';
import { createRealtime } from './plugins/realtime.js';
import { createGroupAccess } from './modules/groups/group-access.js';
import { createGroupMembersService } from './modules/groups/group-members.service.js';
import { createGroupsService } from './modules/groups/groups.service.js';
import { createMessagesService } from './modules/groups/messages.service.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { createGatheringsService } from './modules/gatherings/gatherings.service.js';
import { gatheringsRoutes } from './modules/gatherings/gatherings.routes.js';
import { createConnectionsService } from './modules/connections/connections.service.js';
import { connectionsRoutes } from './modules/connections/connections.routes.js';
import { createConsentService } from './modules/connections/consent.service.js';
import { createInsightsService } from './modules/insights/insights.service.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { createCompanyAttendeesService } from './modules/company-attendees/company-attendees.service.js';
import { companyAttendeesRoutes } from './modules/company-attendees/company-attendees.routes.js';
import { createMyDataService } from './modules/my-data/my-data.service.js';
import { myDataRoutes } from './modules/my-data/my-data.routes.js';
import { createRetention } from './modules/my-data/retention.js';
import { createBlockList } from './modules/blocks/block-list.js';
import { createBlocksService } from './modules/blocks/blocks.service.js';
import { blocksRoutes } from './modules/blocks/blocks.routes.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { createModerationService } from './modules/reports/moderation.service.js';
import { moderationRoutes } from './modules/reports/moderation.routes.js';
import { createAnnouncementDelivery } from './modules/announcements/delivery.js';
import { createAnnouncementsService } from './modules/announcements/announcements.service.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { createCalendarService } from './modules/calendar/calendar.service.js';
import { calendarRoutes, publicCalendarRoutes } from './modules/calendar/calendar.routes.js';
import { resolveVapid } from './lib/vapid.js';
import { createPushService } from './modules/notifications/push.service.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { createUnreadService } from './modules/notifications/unread.service.js';
import { createGatheringReminders } from './modules/notifications/reminders.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests may hand in their own; by default built from config. */
  mailer?: Mailer;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the authorisation matrix and fuzz tests read the route table). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application; never listens (main.ts does). */
export async function buildApp({ config, database, mailer, storage, logger, onRoute }: AppDeps) {
  const app = Fastify({
    // Never a mail-link code or reset token in the request log.
    logger: { ...(typeof logger === 'object' ? logger : { level: config.logLevel }), serializers: { req: requestLogSerializer } },
    genReqId: requestIds(),
    // One line per request instead of Fastify's two (decision 015).
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    requestIdHeader: 'x-request-id',
    // Hops as Fastify counts them (its types take no number): trust the n nearest proxies.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Answers Fastify and Node's HTTP parser give before any route runs are in the error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerHttpSecurity(app, config, database);
  const spa = registerWeb(app, config);
  registerErrorHandling(app, { production: config.env === 'production', spa });

  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.drain();
    mail.close();
  });

  // No listed origins, no CORS: the plugin's hook would run on every request to add nothing (decision 015).
  if (config.corsOrigins.length) await app.register(cors, corsOptions(config));
  await app.register(swagger, {
    openapi: { info: { title: 'Mingle API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const realtime = createRealtime(database);
  const media = storage ?? createStorage(config);
  const uploads = createUploadsService({ db, storage: media, apiUrl: config.publicApiUrl ?? config.appUrl });
  const companies = createCompaniesService({ db });
  // Hot reads kept in memory, dropped in every process on change (decision 015).
  const invalidation = createCacheInvalidation(database, app.log);
  const events = createEventsService({ db, uploads, cache: createEventCache(invalidation) });
  // The join page and the event home arrive with their event in the HTML (decision 014).
  if (spa) registerEventPages(app, { dist: webDistOf(config), events });
  // Who is hidden from whom by a block: the one rule every people-showing module asks (decision 019).
  const blockList = createBlockList({ db });
  const attendees = createAttendeesService({ db, events, uploads, blockList });
  // Auth joins the event a sign-up came from (decision 013: the join link), so it comes after attendees.
  const auth = createAuthService({
    db,
    mailer: mail,
    appUrl: config.appUrl,
    manageUrl: config.manageUrl,
    background,
    onSessionsEnded: realtime.endSessions,
    events,
    attendees,
    companies,
    log: app.log,
  });
  registerAuth(app, auth);
  // Changes a phone may send twice carry a key; a repeat gets the first answer (decision 026).
  registerIdempotency(app, db);
  const idempotencyKeys = createIdempotencySweep(db, app.log);
  app.decorate('idempotencyKeys', idempotencyKeys); // started by main.ts; tests call sweep()
  app.addHook('onClose', () => idempotencyKeys.stop());
  revalidatePrivateAnswers(app);
  const access = createGroupAccess({ db, events, attendees });
  const groups = createGroupsService({ db, events, attendees, access, realtime, blockList });
  const messages = createMessagesService({ db, access, attendees, realtime, blockList });
  const gatherings = createGatheringsService({ db, access, attendees, realtime, blockList });
  // Unread nudges and browser notifications (decision 024).
  const push = createPushService({ db, vapid: resolveVapid(config), log: app.log, localEndpoints: config.pushLocalEndpoints });
  app.addHook('onClose', async () => {
    // After the pushes still being sent.
    await background.drain();
    push.close();
  });
  const notifier = createNotifier({ events, realtime, push, background });
  const unread = createUnreadService({ db, events, attendees });
  const icebreakers = createIcebreakersService({ db, attendees, blockList, groupsOfUser: groups.groupsOfUser });
  const connections = createConnectionsService({ db, events, attendees, groups, icebreakers, realtime, notifier });
  const consent = createConsentService({ db, attendees, connections, blockList, notifier });
  const blocks = createBlocksService({ db, events, attendees, connections, blockList, realtime });
  const moderation = createModerationService({ db, events, attendees, messages, connections, realtime, mailer: mail, background, uploads });
  // Live boards leave out what a block hides, per socket (decision 019).
  realtime.people({ eventIdOf: async (ref) => (await events.ownerOf(ref))?.id, hiddenFrom: blockList.hiddenFrom });
  realtime.authorize('group', (user, channel) => (channel.kind === 'group' ? messages.authorizeBoard(user, channel.event, channel.groupId) : Promise.reject(new Error('wrong channel'))));
  realtime.authorize('chat', (user, channel) => (channel.kind === 'chat' ? connections.authorizeChat(user.userId, channel.event, channel.connectionId) : Promise.reject(new Error('wrong channel'))));
  realtime.authorize('event', (user, channel) => (channel.kind === 'event' ? groups.authorizeEventChannel(user, channel.event) : Promise.reject(new Error('wrong channel'))));
  realtime.authorize('person', (user, channel) => (channel.kind === 'person' ? unread.authorizePerson(user, channel.event, channel.userId) : Promise.reject(new Error('wrong channel'))));
  const insights = createInsightsService({ db, events });
  // Export and deletion, and the organisers' retention job, hourly in every process (decision 020).
  const myData = createMyDataService({ db, auth, companies, events, attendees, groups, messages, uploads, realtime, log: app.log });
  const retention = createRetention({ db, insights, announce: myData.announce, log: app.log });
  app.decorate('retention', retention); // started by main.ts; tests call sweep()
  app.addHook('onClose', () => retention.stop());
  // Organiser announcements: delivered when due by a job in every process (decision 022).
  const announcementDelivery = createAnnouncementDelivery({ db, realtime, mailer: mail, appUrl: config.appUrl, log: app.log });
  const announcements = createAnnouncementsService({ db, events, attendees, realtime, delivery: announcementDelivery, background, pushPublicKey: push.publicKey });
  app.decorate('announcementDelivery', announcementDelivery); // started by main.ts; tests call sweep()
  app.addHook('onClose', () => announcementDelivery.stop());
  // Gathering reminders by browser notification, claimed once across processes (decision 024).
  const gatheringReminders = createGatheringReminders({ db, push, log: app.log });
  app.decorate('gatheringReminders', gatheringReminders); // started by main.ts; tests call sweep()
  app.addHook('onClose', () => gatheringReminders.stop());
  await realtime.start();
  await invalidation.start();
  app.addHook('onClose', () => invalidation.stop());
  app.addHook('onClose', () => realtime.stop());

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { auth, perMinute: config.authRateLimit });
      await api.register(interestsRoutes);
      // Multipart parsing (and its hooks on every request) only where files come in (decision 015).
      await api.register(async (files) => {
        await files.register(multipart);
        await files.register(uploadsRoutes, { uploads });
      });
      await api.register(companiesRoutes, { companies });
      await api.register(companyEventsRoutes, { events });
      await api.register(publicEventsRoutes, { events });
      await api.register(placesRoutes);
      await api.register(attendeesRoutes, { attendees });
      await api.register(icebreakersRoutes, { icebreakers });
      await api.register(groupsRoutes, { groups, messages, gatheringsOf: gatherings.ofGroup, members: createGroupMembersService({ db, access, attendees, blockList }) });
      await api.register(gatheringsRoutes, { gatherings });
      await api.register(connectionsRoutes, { connections, consent });
      await api.register(insightsRoutes, { insights });
      await api.register(companyAttendeesRoutes, { attendees: createCompanyAttendeesService({ db, events, attendees }) });
      await api.register(myDataRoutes, { myData });
      await api.register(blocksRoutes, { blocks });
      await api.register(reportsRoutes, { reports: createReportsService({ db, events, attendees, blockList }) });
      await api.register(moderationRoutes, { moderation });
      await api.register(announcementsRoutes, { announcements });
      await api.register(notificationsRoutes, { unread, push });
      // Calendar files, the private feed and contact cards (decision 021).
      const calendar = createCalendarService({ db, appUrl: config.appUrl, apiUrl: config.publicApiUrl ?? config.appUrl, events, attendees, gatherings, connections });
      await api.register(publicCalendarRoutes, { calendar, feedPerMinute: 60 });
      await api.register(calendarRoutes, { calendar });
    },
    { prefix: '/api/v1' },
  );
  await app.register(mediaRoutes, { storage: media });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Pages of our own site only: the app URL and the allowed CORS origins (and local hosts in development).
  const wsOrigins = new Set([new URL(config.appUrl).origin, new URL(config.manageUrl).origin, ...config.corsOrigins]);
  const localPage = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
  const isAllowedOrigin = (origin: string) => wsOrigins.has(origin) || (config.env === 'development' && localPage.test(origin));
  await app.register(async (ws) => realtime.register(ws, auth, isAllowedOrigin));

  return app;
}

/** Where the built web app is (WEB_DIST, else apps/web/dist beside this app). */
const webDistOf = (config: Config) => config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');

/** The built SPA and its run-time config, when a build is present. */
function registerWeb(app: FastifyInstance, config: Config): boolean {
  const runtimeConfig = `window.__MINGLE_CONFIG__ = ${JSON.stringify({ apiBaseUrl: config.publicApiUrl ?? '', ...(config.separateManageHost ? { manageUrl: config.manageUrl, appUrl: config.appUrl } : {}) })};\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(runtimeConfig));
  const dist = webDistOf(config);
  if (!fs.existsSync(path.join(dist, 'index.html'))) return false;
  app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // The build's .br/.gz twins go to clients that accept them (decision 014); source maps never.
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    // Hashed build assets are immutable; everything else is revalidated.
    setHeaders: (reply, file) => {
      if (!file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
