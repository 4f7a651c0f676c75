import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { RequestLog, requestIds, requestLogSerializer, requestLogger } from '../lib/request-log.js';
import { corsOptions } from '../plugins/cors.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from '../plugins/errors.js';
import { registerHttpSecurity } from '../plugins/http-security.js';
import { registerWeb } from './web.js';

export interface HttpDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'] | undefined;
  onRoute?: ((route: RouteOptions) => void) | undefined;
  /** Where the web app's build is (it may not be there). */
  webDist: string;
}

/**
 * The HTTP side every route stands on: Fastify with our request log, contract validation, security
 * headers and rate limits, the one error shape, CORS, the OpenAPI docs and the built web app.
 * Answers whether a web build was found (then the server draws the event pages too).
 */
export async function createHttpApp({ config, database, logger, onRoute, webDist }: HttpDeps) {
  const app = Fastify({
    // Never a mail-link code or reset token in the request log.
    logger: { ...(typeof logger === 'object' ? logger : { level: config.logLevel }), serializers: { req: requestLogSerializer } },
    genReqId: requestIds(),
    // One line per request instead of Fastify's two (decision 015).
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    requestIdHeader: 'x-request-id',
    // Hops as Fastify counts them (its types take no number): trust the n nearest proxies.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Answers Fastify and Node's HTTP parser give before any route runs are in the error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerHttpSecurity(app, config, database);
  const spa = registerWeb(app, config, webDist);
  registerErrorHandling(app, { production: config.env === 'production', spa });
  // No listed origins, no CORS: the plugin's hook would run on every request to add nothing (decision 015).
  if (config.corsOrigins.length) await app.register(cors, corsOptions(config));
  await app.register(swagger, {
    openapi: { info: { title: 'Mingle API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  return { app, spa };
}
