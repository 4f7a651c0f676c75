import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorName, englishError, englishValidation, type ErrorObject, type FieldIssue } from '@mingle/contracts';
import { AppError } from '../lib/errors.js';

const STATUS_NAMES: Record<number, string> = {
  400: ErrorName.Validation,
  401: ErrorName.Unauthorized,
  403: ErrorName.Forbidden,
  404: ErrorName.NotFound,
  409: ErrorName.Conflict,
  413: ErrorName.PayloadTooLarge,
  429: ErrorName.TooManyRequests,
};

/** One error handler: every failure leaves as the spec's error object (section 3). */
export function registerErrorHandling(app: FastifyInstance, opts: { production: boolean; spa: boolean }) {
  const body = (status: number, name: string, message: string, path: string, extra: Partial<ErrorObject> = {}) => ({
    code: status,
    name,
    timestamp: new Date().toISOString(),
    path,
    message,
    ...extra,
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .send(body(err.status, err.name, err.message, path, err.issues ? { issues: err.issues } : {}));
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
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      const extra = opts.production ? {} : { stack: err.stack };
      return reply.status(status).send(body(status, ErrorName.Internal, englishError('internal'), path, extra));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit, unsupported media type).
    return reply.status(status).send(body(status, STATUS_NAMES[status] ?? 'BadRequestException', err.message, path));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    // Client-side routes fall back to the SPA; unknown API paths stay JSON 404s.
    if (opts.spa && req.method === 'GET' && !path.startsWith('/api/') && path !== '/ws') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    reply
      .status(404)
      .send(body(404, ErrorName.NotFound, englishError('routeNotFound', { method: req.method, path }), path));
  });
}
