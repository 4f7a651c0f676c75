/**
 * The service worker's runtime caches (decision 023). Shared with the page, which deletes the ones
 * holding a person's data when they sign out (lib/offline-data.ts).
 */
export const CACHES = {
  /** Answers of the API's GETs, per signed-in user (user-cache-key.ts), for reading offline. */
  api: 'mingle-api-v1',
  /** Uploaded photos and logos (/media/...): their keys are never reused. */
  media: 'mingle-media-v1',
  /** The server's run-time /config.js, so the app starts offline. */
  config: 'mingle-config-v1',
} as const;

/** What someone else on the same phone must not see once I have signed out. */
export const PERSONAL_CACHES = [CACHES.api, CACHES.media] as const;

/** The page's word that it is idle: the service worker may now keep the rest of the screens' code (app-files.ts). */
export const CACHE_REST = 'CACHE_REST';

/** The page's word that its person signed out: nothing asked before it is kept (signed-out-guard.ts). */
export const SIGNED_OUT = 'SIGNED_OUT';
