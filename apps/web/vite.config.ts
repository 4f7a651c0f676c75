import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text the server may send compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|webmanifest)$/;

/**
 * Production delivery (decision 014). Source maps are written without a reference in the code and
 * moved out of the served folder to `<outDir>-sourcemaps` (for an error tracker, not the public).
 * Every text file gets a brotli (.br) and a gzip (.gz) twin, made once here at the highest levels,
 * which the server sends as they are to clients that accept them (@fastify/static preCompressed).
 */
function productionAssets(): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'mingle:production-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The latin Inter the pages' text is set in starts loading with the page, not once the CSS has
    // been read: the first paint (the server's, decision 014) is in it, and nothing moves on a swap.
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find((file) => file.type === 'asset' && /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file.fileName));
        if (!font) return html;
        return { html, tags: [{ tag: 'link', attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }] };
      },
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      const maps = `${outDir}-sourcemaps`;
      fs.rmSync(maps, { recursive: true, force: true });
      for (const file of files.filter((f) => f.endsWith('.map'))) {
        const to = path.join(maps, path.relative(outDir, file));
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.renameSync(file, to);
      }
      await Promise.all(
        files
          // config.js is the server's own (devRuntimeConfig drops it from dist at this same step).
          .filter((file) => COMPRESSIBLE.test(file) && path.relative(outDir, file) !== 'config.js')
          .map(async (file) => {
            const body = await fs.promises.readFile(file);
            const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
            await fs.promises.writeFile(`${file}.br`, await brotli(body, { params }));
            await fs.promises.writeFile(`${file}.gz`, await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
          }),
      );
    },
  };
}

/**
 * Installable and offline (decision 023): the web manifest, and src/sw.ts built with the list of
 * every built file to precache (the app shell, every screen's code, the latin fonts, the texts).
 * The page registers it itself, after load (lib/service-worker.ts).
 */
function offlineApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: {
      id: '/',
      name: 'Mingle',
      short_name: 'Mingle',
      description: 'Mingle: meet the people at your event.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-US',
      // The design tokens' primary-600 and bg (styles.css).
      theme_color: '#c73e16',
      background_color: '#f7f5f3',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'locales/**/*.json', 'assets/inter-latin-*.woff2'],
      // The server's own scripts and pages' helpers stay out; twins and maps are not served as such.
      // Left out: the organisers' charts and world map (about half a megabyte nobody at the venue
      // needs offline; they load from the network), and what is not served as such.
      globIgnores: ['**/*.br', '**/*.gz', '**/*.map', 'config.js', 'sw.js', 'assets/BarChart-*.js', 'assets/distribution-map-*.js'],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
    devOptions: { enabled: false },
    // Before productionAssets' closeBundle, which then compresses sw.js and moves its source map.
    integration: { closeBundleOrder: 'pre' },
  });
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
      // A route's loader travels with its screen, so the first page does not build every page's
      // contracts (decision 014); a landing page keeps its loader in the main code (join.tsx).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    tailwindcss(),
    devRuntimeConfig(),
    offlineApp(),
    productionAssets(),
  ],
  /** `@/` is the web app's source root (tsconfig paths and vitest.config.ts say the same). */
  resolve: { alias: { '@': `${root}src` } },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Few requests for a phone on HTTP/1.1 (decision 014): what the entry imports is one chunk,
        // and shared chunks under 8 KB are copied into the chunks that use them.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
