import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';

/**
 * Security headers on every answer (SPA, API, docs, media) and one general throttle on the API.
 * The bearer token lives in localStorage, so a strict CSP (our own scripts only, nothing inline,
 * no third-party origins) is the second wall against script injection.
 */
export async function registerHttpSecurity(app: FastifyInstance, config: Config) {
  const https = config.appUrl.startsWith('https://');
  const self = new URL(config.appUrl);
  const socketOrigin = `${https ? 'wss' : 'ws'}://${self.host}`;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and the image cropper inject their own <style>; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', self.origin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", self.origin, socketOrigin],
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

  // Per signed-in user, or per address for visitors. Kept in this process's memory: it stops floods,
  // while the limits that guard secrets (codes, passwords) live in the database (decision 007).
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimit,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest) => (req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`),
    allowList: (req: FastifyRequest) => !req.url.startsWith('/api/'),
  });
}
