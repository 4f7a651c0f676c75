/// <reference lib="webworker" />
/**
 * The service worker (decision 023): precaches the app shell (the rest of the screens later, in
 * small steps: service-worker/app-files.ts), and keeps
 * the API's answers for reading offline (service-worker/offline-app.ts). Built by vite-plugin-pwa
 * (injectManifest), which puts the list of built files in place of `self.__WB_MANIFEST`.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { setUpOfflineApp } from './service-worker/offline-app';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

setUpOfflineApp(self, self.__WB_MANIFEST);

// Feature handlers: one import line each, for a module in ./service-worker/ that adds its own
// listeners (push, notificationclick...) to the service worker's global scope. Keep this file small.
import './service-worker/push'; // browser notifications (decision 024)
