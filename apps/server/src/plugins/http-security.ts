import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { createSharedRateLimits } from './shared-rate-limits.js';
import { addSecurityHeaders } from './security-headers.js';
import { addApiThrottle } from './api-throttle.js';
import { sha256 } from '../lib/tokens.js';

/**
 * Security headers on every answer (SPA, API, docs, media) and one general throttle on the API.
 * The bearer token lives in localStorage, so a strict CSP (our own scripts only, nothing inline,
 * no third-party origins) is the second wall against script injection.
 */
export async function registerHttpSecurity(app: FastifyInstance, config: Config, database: Database) {
  const https = config.appUrl.startsWith('https://');
  const self = new URL(config.appUrl);
  const socketOrigin = `${https ? 'wss' : 'ws'}://${self.host}`;
  // The API on its own host (PUBLIC_API_URL): the page fetches, opens its socket and shows media there.
  const api = config.publicApiUrl ? new URL(config.publicApiUrl) : undefined;
  const apiOrigins = api ? [api.origin] : [];
  const apiSockets = api ? [`${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.host}`] : [];
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and the image cropper inject their own <style>; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', self.origin, ...apiOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", self.origin, socketOrigin, ...apiOrigins, ...apiSockets],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // The media route opens its images to other hosts itself (the web app may live on one of CORS_ORIGINS).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Per signed-in user, or per address for visitors, counted in PostgreSQL so every process shares
  // one budget (decision 016). The general throttle is our own callback hook over the shared count
  // (decision 015); the per-route limits of the auth routes (route config `rateLimit`) go through
  // @fastify/rate-limit, which counts them in the database on each call.
  // A hash, not the id: the counters outlive a deleted account by up to a minute (decision 020).
  const keyOf = (req: FastifyRequest) => (req.auth ? `user:${sha256(req.auth.user.id).slice(0, 32)}` : `ip:${req.ip}`);
  const shared = createSharedRateLimits(database.db, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('rateLimits', shared); // tests flush() rather than wait for the next sync
  addApiThrottle(app, { hit: shared.hit, keyOf, max: config.apiRateLimit, windowMs: 60_000 });
  await app.register(rateLimit, {
    global: false,
    store: shared.Store,
    hook: 'preHandler',
    keyGenerator: keyOf,
    // No budget headers on answers within it; a refusal still says when to come back:
    // Retry-After and the x-ratelimit-* headers.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}
