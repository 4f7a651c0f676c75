/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_REST } from './cache-names';

/** What every screen starts from: the shell's own code, styles and font (index.html's), by their built names. */
const START = /^assets\/(?:index|app|rolldown-runtime|inter-latin-[\w-]*)-[\w-]+\.(?:js|css|woff2)$/;
/** Screens' code: hashed, so a name is never reused for other content. */
const SCREEN_CODE = /^assets\/.+\.(?:js|css)$/;
/** A short breath between two files, so a request of the page is never queued behind many of ours. */
const PAUSE_MS = 150;
const PREFIX = 'mingle-app-files-';

const urlOf = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

/**
 * Splits the build's file list (decision 023): what the first screens need is precached at install
 * (the shell, its code, styles, font, icons and texts: the first visit's page already holds these and
 * must reopen offline); every other screen's code is kept later, in small steps when the page is
 * idle, or at once when a screen asks for it.
 */
export function splitAppFiles(entries: (PrecacheEntry | string)[]): { first: (PrecacheEntry | string)[]; rest: string[] } {
  const first: (PrecacheEntry | string)[] = [];
  const rest: string[] = [];
  for (const entry of entries) {
    const url = urlOf(entry).replace(/^\//, '');
    if (SCREEN_CODE.test(url) && !START.test(url)) rest.push(`/${url}`);
    else first.push(entry);
  }
  return { first, rest };
}

/** One cache per list of files (names are hashed: a new build has a new list), so an update never mixes two builds. */
function cacheNameFor(files: string[]): string {
  let hash = 0;
  for (const char of files.join('\n')) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${PREFIX}${hash.toString(36)}`;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

export function keepScreenCodeLater(self: ServiceWorkerGlobalScope, files: string[]) {
  const cacheName = cacheNameFor(files);
  const wanted = new Set(files);

  // On demand: a screen's code is served from here, or fetched and kept the first time it is asked for.
  registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && wanted.has(url.pathname), new CacheFirst({ cacheName }));

  let filling: Promise<void> | null = null;
  const fillInSteps = async () => {
    const cache = await caches.open(cacheName);
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    for (const file of files) {
      if (kept.has(file)) continue;
      // One file, then a pause: the page's own requests go first. A failure (offline) stops here; the next idle page resumes.
      await cache.add(file);
      await pause();
    }
  };
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== CACHE_REST) return;
    filling ??= fillInSteps()
      .catch(() => undefined)
      .finally(() => (filling = null));
    event.waitUntil(filling);
  });

  // Once this version runs the pages, the older versions' screen code goes.
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== cacheName).map((name) => caches.delete(name)))));
  });
}
