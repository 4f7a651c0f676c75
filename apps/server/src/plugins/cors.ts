import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../config.js';

/**
 * CORS for pages of our own that live on another host (decision 017: the API on its own host). Only the
 * listed origins get CORS headers; any other origin gets none, and its preflight is a plain 404.
 * Sessions are bearer tokens, never cookies, so no credentials mode.
 */
export function corsOptions(config: Pick<Config, 'corsOrigins'>): FastifyCorsOptions {
  if (!config.corsOrigins.length) return { origin: false };
  const allowed = new Set(config.corsOrigins);
  return {
    origin: (origin, done) => done(null, origin !== undefined && allowed.has(origin)),
    // @fastify/cors allows only GET, HEAD and POST unless told.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // What the web client sends (apps/web/src/lib/api.ts): the session, the company it acts for, JSON and language.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Company-Id', 'Idempotency-Key'],
    // Browsers cap this (Chromium at 2 hours); without it every PUT or authorised GET costs a preflight.
    maxAge: 7200,
  };
}
