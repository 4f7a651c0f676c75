import type { WorkboxPlugin } from 'workbox-core';

/**
 * Sign-out on a shared phone deletes the answers kept for offline (lib/offline-data.ts). A read
 * still in flight then would land after the delete and be kept again: this plugin remembers when
 * each read started, and keeps nothing asked before the page's last word that someone signed out.
 */
export function signedOutGuard(now: () => number = Date.now) {
  let signedOutAt = Number.NEGATIVE_INFINITY;
  const plugin: WorkboxPlugin = {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.startedAt = now();
      return request;
    },
    cacheWillUpdate: async ({ response, state }) => {
      const startedAt = typeof state?.startedAt === 'number' ? state.startedAt : Number.NEGATIVE_INFINITY;
      return startedAt > signedOutAt ? response : null;
    },
  };
  return {
    plugin,
    /** The page's word: someone signed out; nothing asked until now is kept. */
    signedOut() {
      signedOutAt = now();
    },
  };
}
