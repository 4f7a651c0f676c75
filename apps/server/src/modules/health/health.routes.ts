import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthResponse } from '@mingle/contracts';
import type { Database } from '../../db/index.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: HealthResponse } } }, async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: database.kind, uptimeSeconds: Math.round(process.uptime()) };
  });
};
