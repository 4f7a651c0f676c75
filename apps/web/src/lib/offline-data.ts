import { PERSONAL_CACHES } from '@/service-worker/cache-names';

/**
 * Sign-out on a shared phone: the API answers and photos the service worker kept for reading
 * offline are deleted, so the next person cannot read them (decision 023). They are also keyed per
 * token, so they are never shown to someone else meanwhile.
 */
export async function clearOfflineData(cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!cacheStorage) return;
  await Promise.all(PERSONAL_CACHES.map((name) => cacheStorage.delete(name).catch(() => false)));
}
