import { CACHE_REST } from '@/service-worker/cache-names';
import { createStore, type ReadableStore } from './store';
import { whenIdle, whenSettled } from './yield-to-main';

/** Where the build puts the service worker (vite.config.ts, src/sw.ts). */
const SCRIPT = '/sw.js';

const waiting = createStore<ServiceWorker | null>(null);

/** A new version of the app that has been downloaded and waits for the person's "Reload" (decision 023). */
export const updateReady: ReadableStore<ServiceWorker | null> = waiting;

/** Watches a registration for a new version that finishes installing while an older one runs the page. */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  const offer = (worker: ServiceWorker | null) => {
    // No controller: this is the first install, nothing older to replace.
    if (worker && container.controller) waiting.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/**
 * Registers the service worker once the page has loaded and settled (no long task for a while): it
 * must not share the network or the main thread with a screen starting (decisions 014, 023). Only in a build (there is no
 * sw.js under `vite dev`).
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!import.meta.env.PROD || !container) return;
  whenSettled(
    () =>
      void container.register(SCRIPT).then(
        (registration) => {
          watchForUpdates(registration, container);
          askForTheRest(container);
        },
        () => undefined, // Private modes and old browsers: the app works as before, online.
      ),
    undefined,
    win,
  );
}

/**
 * Once a service worker runs and the page is idle, it may keep the rest of the app's screens, one
 * file at a time (service-worker/app-files.ts); it carries on where it stopped on a later visit.
 */
function askForTheRest(container: ServiceWorkerContainer): void {
  void container.ready.then((registration) => whenIdle(() => registration.active?.postMessage({ type: CACHE_REST })));
}

/** "Reload": the waiting version takes over, then the page reloads into it. */
export function applyUpdate(win: Window = window): void {
  const worker = waiting.get();
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!worker || !container) return win.location.reload();
  container.addEventListener('controllerchange', () => win.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
