import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ErrorName, englishError } from '@mingle/contracts';
import { AppError } from '../lib/errors.js';

/** Counts one hit of a key and answers its total across processes and the ms its window has left. */
type Hit = (key: string, windowMs: number, max: number) => { current: number; ttl: number };

/**
 * The general throttle on the API (decisions 007, 016): `max` requests per window per signed-in
 * user, or per address for visitors, on every /api route without a limit of its own. A callback
 * preHandler over the shared count, which never waits: @fastify/rate-limit's global hook awaited
 * five promises per request to reach the same count (decision 015). A refusal is a 429 in the
 * error shape with Retry-After and the x-ratelimit-* headers; answers within budget carry none.
 */
export function addApiThrottle(app: FastifyInstance, opts: { hit: Hit; keyOf: (req: FastifyRequest) => string; max: number; windowMs: number }) {
  const { hit, keyOf, max, windowMs } = opts;
  function throttle(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const { current, ttl } = hit(keyOf(req), windowMs, max);
    if (current <= max) return done();
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds);
    done(new AppError(429, ErrorName.TooManyRequests, englishError('tooManyRequests'), undefined, seconds));
  }
  // On the route itself, after the hooks every route runs (authentication sets req.auth before).
  // Routes with a limit of their own (the auth routes) are counted there only, as before.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.rateLimit) return;
    const own = route.preHandler;
    route.preHandler = [...(Array.isArray(own) ? own : own ? [own] : []), throttle];
  });
}
