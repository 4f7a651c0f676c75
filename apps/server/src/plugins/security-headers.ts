import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for a configuration with nothing per request (no nonces, no directive functions),
 * computed once by helmet itself. @fastify/helmet rebuilds the middleware and re-serializes the CSP
 * on every request, a few percent of a hot read (decision 015).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** The headers on every answer that runs hooks (routes, 404s, errors, static files, docs). */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
