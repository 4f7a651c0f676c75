import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';

/** The built SPA (in `dist`) and its run-time config, when a build is present. */
export function registerWeb(app: FastifyInstance, config: Config, dist: string): boolean {
  const runtimeConfig = `window.__MINGLE_CONFIG__ = ${JSON.stringify({ apiBaseUrl: config.publicApiUrl ?? '', ...(config.separateManageHost ? { manageUrl: config.manageUrl, appUrl: config.appUrl } : {}) })};\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(runtimeConfig));
  if (!fs.existsSync(path.join(dist, 'index.html'))) return false;
  app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // The build's .br/.gz twins go to clients that accept them (decision 014); source maps never.
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith('.map'),
    // Hashed build assets are immutable; everything else is revalidated.
    setHeaders: (reply, file) => {
      if (!file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
