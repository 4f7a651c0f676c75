import { PERSONAL_CACHES, SIGNED_OUT } from '@/service-worker/cache-names';

/**
 * Sign-out on a shared phone: the API answers and photos the service worker kept for reading
 * offline are deleted, so the next person cannot read them (decision 023). They are also keyed per
 * token, so they are never shown to someone else meanwhile.
 */
export async function clearOfflineData(cacheStorage: CacheStorage | undefined = globalThis.caches, workers: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  // The service worker keeps none of the reads still in flight, whenever they land (signed-out-guard.ts).
  workers?.controller?.postMessage({ type: SIGNED_OUT });
  if (!cacheStorage) return;
  await Promise.all(PERSONAL_CACHES.map((name) => cacheStorage.delete(name).catch(() => false)));
}

/**
 * Sign-out on a shared phone, too: this browser's push subscription ends, so the next person is
 * never shown the last one's notifications (decision 024). The token is gone by then; the push
 * service answers the server 410 from now on, and the server forgets the subscription.
 */
export async function endPushSubscription(workers: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  try {
    const registration = await workers?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // Nothing subscribed here, or the browser refused: nothing to end.
  }
}
