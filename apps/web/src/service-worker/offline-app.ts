/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepScreenCodeLater, splitAppFiles } from './app-files';
import { CACHES, PERSONAL_CACHES, SIGNED_OUT } from './cache-names';
import { signedOutGuard } from './signed-out-guard';
import { forbidsStoring, userCacheKey } from './user-cache-key';

/** The app shell: the SPA's page, which starts any screen (decision 014's server pages fall back to it). */
const SHELL = '/index.html';
/** Addresses the server answers itself, never with a page. */
const NOT_PAGES = /^\/(?:api|media|docs|ws|config\.js)(?:\/|$)/;
/** A page that takes longer than this (a venue's "connected" network with nothing getting through) opens from the shell. */
const PAGE_WAIT_MS = 8000;
const DAY = 24 * 60 * 60;
const CONFIG = '/config.js';

/** Only whole, successful answers that allow it are kept. */
const storable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !forbidsStoring(response.headers.get('cache-control')) ? response : null),
};

/** Each person's API answers are cached under their own key (user-cache-key.ts). */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => userCacheKey(request.url, request.headers),
};

/** API reads worth keeping: not sign-in's, and not a search being typed (`q`, one answer per key press). */
const isApiRead = (url: URL, request: Request) => request.method === 'GET' && url.pathname.startsWith('/api/v1/') && !url.pathname.startsWith('/api/v1/auth/') && !url.searchParams.has('q');

/** A page from the network (first paint as online, decision 014), else the precached shell. */
async function page(request: Request): Promise<Response> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PAGE_WAIT_MS));
  try {
    return await Promise.race([fetch(request), timeout]);
  } catch (error) {
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
    throw error;
  }
}

export function setUpOfflineApp(self: ServiceWorkerGlobalScope, precache: (PrecacheEntry | string)[]) {
  // The first install takes over the open page at once, so what it opened is kept offline. A later
  // version waits for the person's "Reload" (lib/service-worker.ts): its screens' code would not
  // match the page already running.
  clientsClaim();
  const guard = signedOutGuard();
  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'SKIP_WAITING') void self.skipWaiting();
    // Someone signed out: reads still in flight are not kept when they land, and what was kept goes.
    if (type === SIGNED_OUT) {
      guard.signedOut();
      event.waitUntil(Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))));
    }
  });

  // Pages first: before the precache, so "/" is the network's too.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !NOT_PAGES.test(url.pathname),
    ({ request }) => page(request),
  );

  // At install only what the first screens need; every other screen's code later, in small steps
  // once the page is idle, or when a screen asks for it (app-files.ts).
  const { first, rest } = splitAppFiles(precache);
  precacheAndRoute(first, { cleanURLs: false, directoryIndex: '' });
  cleanupOutdatedCaches();
  keepScreenCodeLater(self, rest);

  // The app's run-time settings: fresh when online, the last ones offline. Kept at install too: the
  // page that installed the service worker read them before it was there to keep them.
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CACHES.config)
        .then((cache) => cache.add(CONFIG))
        .catch(() => undefined),
    );
  });
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === CONFIG, new NetworkFirst({ cacheName: CACHES.config, plugins: [storable] }));

  // Reads of the API: the network's answer when there is one (never older data on a slow network);
  // offline, the last answer this person was given. Sign-out deletes them (lib/offline-data.ts).
  registerRoute(
    ({ url, request }) => isApiRead(url, request),
    new NetworkFirst({
      cacheName: CACHES.api,
      plugins: [storable, guard.plugin, perUser, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })],
    }),
  );

  // Photos and logos: a key is never reused, so a kept copy is always right.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/media/'),
    new CacheFirst({
      cacheName: CACHES.media,
      plugins: [storable, guard.plugin, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  );
}
