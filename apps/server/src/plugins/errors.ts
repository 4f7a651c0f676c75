import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorName, ErrorNameByStatus, V, englishError, englishValidation, type ErrorObject, type FieldIssue } from '@mingle/contracts';
import { AppError, errors } from '../lib/errors.js';

/** The error name of a status: ours, else HTTP's reason phrase as an exception name (418 -> ImATeapotException). */
export function statusName(status: number): string {
  const phrase = http.STATUS_CODES[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');
  return ErrorNameByStatus[status] ?? `${phrase.replace(/[^A-Za-z]/g, '')}Exception`;
}

/** The error object (contracts: ErrorObjectSchema; docs/architecture.md, "Error model"). */
export const errorObject = (status: number, name: string, message: string, path: string, extra: Partial<ErrorObject> = {}): ErrorObject => ({
  code: status,
  name,
  timestamp: new Date().toISOString(),
  path,
  message,
  ...extra,
});

const pathOf = (url: string) => url.split('?')[0] ?? url;

/**
 * The SQLSTATE of a database error, whichever driver raised it and however deep drizzle wrapped it.
 * Class 22 (data exception: a NUL in text, a day PostgreSQL has no room for, a number out of range)
 * means input the contracts should have refused.
 */
export function sqlStateOf(err: unknown, depth = 0): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (!e || depth > 5) return undefined;
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && /^\d/.test(e.code)) return e.code;
  return sqlStateOf(e.cause, depth + 1);
}

/**
 * The first place a NUL character hides in the request's params, query or body (keys included),
 * as a field path; the contracts refuse it in every field they know, this catches the rest.
 * Walks without recursion, so deep JSON cannot overflow the stack.
 */
export function nulField(parts: Record<string, unknown>): string | undefined {
  const stack: [unknown, string][] = Object.values(parts).map((v) => [v, '']);
  let budget = 200_000;
  while (stack.length && budget-- > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value) && !ArrayBuffer.isView(value)) {
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        if (k.includes('\u0000')) return at;
        stack.push([v, at]);
      }
    }
  }
  return undefined;
}

/** No NUL at a glance: nothing, or a flat object of strings (path parameters, most queries); else walk it. */
function plainText(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return typeof value !== 'string' || !value.includes('\u0000');
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== 'string' || v.includes('\u0000') || key.includes('\u0000')) return false;
  }
  return true;
}

/**
 * Fastify's answers before any route runs (a URL that does not decode, a path parameter over
 * maxParamLength): the error object too, instead of Fastify's own shape.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 400;
  const message =
    err.code === 'FST_ERR_BAD_URL'
      ? englishError('badUrl')
      : err.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? englishError('uriTooLong')
        : status >= 500
          ? englishError('internal')
          : englishError('badRequest');
  if (status >= 500) req.log.error({ err }, 'request failed');
  // No hook runs for these answers (so no helmet): the headers a JSON error needs, set here.
  void reply
    .status(status)
    .headers({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" })
    .type('application/json; charset=utf-8')
    .send(errorObject(status, statusName(status), message, pathOf(req.url)));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over the size
 * limit: 431; a timeout: 408; anything unparsable: 400), written on the socket in the error shape.
 */
export function clientErrorHandler(err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? englishError('headersTooLarge') : status === 408 ? englishError('requestTimeout') : englishError('badRequest');
  // The request line, when the parser got that far: "GET /path?query HTTP/1.1".
  const raw: unknown = err.rawPacket; // a Buffer at run time, whatever the types say
  const line = /^[A-Z]+ (\S{1,2048})/.exec(Buffer.isBuffer(raw) ? raw.toString('latin1', 0, 4096) : '');
  const body = JSON.stringify(errorObject(status, statusName(status), message, line ? pathOf(line[1]!) : ''));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Paths that never fall back to the web app's index.html. */
const NOT_SPA = /^\/(?:api|assets|locales)\/|^\/ws$|\.map$/;

/** One error handler: every failure leaves as the error object. */
export function registerErrorHandling(app: FastifyInstance, opts: { production: boolean; spa: boolean }) {
  const body = errorObject;

  // The catch-all for NUL characters the contracts do not know about (routes without a schema, raw values).
  // Unknown paths stay 404s.
  // A callback hook: no promise per request (decision 015).
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.is404 || (plainText(req.params) && plainText(req.query) && plainText(req.body))) return done();
    const field = nulField({ params: req.params, query: req.query, body: req.body });
    done(field === undefined ? undefined : errors.field(400, field, V.invalidCharacter));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (err instanceof AppError) {
      if (err.retryAfterS) reply.header('retry-after', String(err.retryAfterS));
      return reply.status(err.status).send(body(err.status, err.name, err.message, path, err.issues ? { issues: err.issues } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const seen = new Set<string>();
      const issues: FieldIssue[] = [];
      for (const v of err.validation) {
        const field = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        if (seen.has(field)) continue; // first problem per field is the one to show
        seen.add(field);
        const raw = v.message ?? '';
        const known = englishValidation(raw) !== raw;
        // Messages of our contracts are i18n keys; zod's own (e.g. a wrong type) pass through as text.
        issues.push({ field, key: known ? raw : 'invalidValue', message: known ? englishValidation(raw) : raw });
      }
      const first = issues[0];
      const message = first ? `${first.field || 'request'}: ${first.message}` : englishError('validation');
      return reply.status(400).send(body(400, ErrorName.Validation, message, path, { issues }));
    }
    const state = sqlStateOf(err);
    if (state?.startsWith('22')) {
      // The contracts let through a value the database cannot hold: still the client's input, so a 400.
      req.log.warn({ err }, 'the database refused a value');
      return reply.status(400).send(body(400, ErrorName.Validation, englishError('unstorableValue'), path));
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      const extra = opts.production ? {} : { stack: err.stack };
      return reply.status(status).send(body(status, ErrorName.Internal, englishError('internal'), path, extra));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit, unsupported media type).
    return reply.status(status).send(body(status, statusName(status), err.message, path));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    // Client-side routes fall back to the SPA; unknown API paths, build files (a chunk gone after a
    // deploy) and source maps stay 404s.
    if (opts.spa && (req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply.status(404).send(body(404, ErrorName.NotFound, englishError('routeNotFound', { method: req.method, path }), path));
  });
}
