import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/** This folder, so the config works whichever directory vite is started from. */
const root = new URL('.', import.meta.url).pathname;

/** The API (and its websocket) run on the server; the SPA dev server forwards to it. */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
  '/ws': { target: 'ws://localhost:3000', ws: true },
};

/**
 * /config.js is the server's (it writes the run-time API base URL). public/config.js is only the
 * default for `vite dev`; it is served to `vite preview` too but left out of dist, so the server's
 * own /config.js is the only one in production.
 */
function devRuntimeConfig(): Plugin {
  const source = path.join(root, 'public', 'config.js');
  let outDir = path.join(root, 'dist');
  return {
    name: 'mingle:dev-runtime-config',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(fs.readFileSync(source));
      });
    },
    closeBundle() {
      fs.rmSync(path.join(outDir, 'config.js'), { force: true });
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    tailwindcss(),
    devRuntimeConfig(),
  ],
  /** `@/` is the web app's source root (tsconfig paths and vitest.config.ts say the same). */
  resolve: { alias: { '@': `${root}src` } },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
