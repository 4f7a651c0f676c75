import { useSyncExternalStore } from 'react';

const subscribeToNetwork = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** The browser's own word: true offline, including a page opened offline from the service worker. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => !navigator.onLine,
    () => false,
  );
}
