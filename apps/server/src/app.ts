import path from 'node:path';
import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { createBackground } from './lib/background.js';
import { createMailer, type Mailer } from './plugins/mail.js';
import type { Storage } from './plugins/storage.js';
import { mediaRoutes } from './modules/uploads/uploads.routes.js';
import { registerEventPages } from './web/event-pages.js';
import { createHttpApp } from './wiring/http.js';
import { exposeJobs } from './wiring/jobs.js';
import { registerSocket, startListening } from './wiring/listening.js';
import { registerApiRoutes } from './wiring/routes.js';
import { createServices } from './wiring/services.js';

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

/** Where the built web app is (WEB_DIST, else apps/web/dist beside this app; src/ and dist/ are both one level down). */
const webDistOf = (config: Config) => config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole application; never listens (main.ts does). Each step is one area, wired in src/wiring/. */
export async function buildApp({ config, database, mailer, storage, logger, onRoute }: AppDeps) {
  const webDist = webDistOf(config);
  // HTTP: request log, contract validation, security headers and limits, errors, CORS, docs, the web build.
  const { app, spa } = await createHttpApp({ config, database, logger, onRoute, webDist });

  // Mail, and the work done after an answer has left (drained before the mail closes).
  const mail = mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    await background.drain();
    mail.close();
  });

  // Every module's service, in the order they depend on each other.
  const services = createServices(app, { config, database, mail, background, storage });
  // The join page and the event home arrive with their event in the HTML (decision 014).
  if (spa) registerEventPages(app, { dist: webDist, events: services.events });
  // Retention, announcement delivery, reminders, idempotency keys: jobs main.ts starts.
  exposeJobs(app, services.jobs);
  // Live channels and the shared cache, across processes.
  await startListening(app, services);

  // The API, uploaded media, the WebSocket.
  await app.register((api) => registerApiRoutes(api, services, { config, database }), { prefix: '/api/v1' });
  await app.register(mediaRoutes, { storage: services.media });
  await registerSocket(app, services, config);
  return app;
}
