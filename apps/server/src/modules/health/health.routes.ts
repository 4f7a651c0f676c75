import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorName, HealthResponse, englishError } from '@mingle/contracts';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { createDatabaseProbe } from './database-probe.js';

/**
 * Health answers from the database probe's last outcome, never with a query of its own: on PGlite a
 * query waits behind every write in flight, and a load balancer must not take a busy process for a
 * dead one (decision 015). A failed or overdue probe answers 503.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; probeEveryMs?: number }> = async (app, { database, probeEveryMs }) => {
  const probe = createDatabaseProbe(database, { everyMs: probeEveryMs });
  app.addHook('onClose', () => probe.stop());
  app.get('/health', { schema: { tags: ['health'], response: { 200: HealthResponse } } }, async () => {
    if (!(await probe.healthy())) throw new AppError(503, ErrorName.ServiceUnavailable, englishError('internal'));
    return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) };
  });
};
