import { describe, expect, it, vi } from 'vitest';
import { CACHES, SIGNED_OUT } from '@/service-worker/cache-names';
import { clearOfflineData, endPushSubscription } from './offline-data';

describe('clearOfflineData', () => {
  it('deletes the kept API answers and photos, not the app settings', async () => {
    const deleted: string[] = [];
    const storage = { delete: vi.fn(async (name: string) => (deleted.push(name), true)) } as unknown as CacheStorage;
    await clearOfflineData(storage);
    expect(deleted.sort()).toEqual([CACHES.api, CACHES.media].sort());
  });

  it('does nothing without cache storage and survives a refusal', async () => {
    await expect(clearOfflineData(undefined)).resolves.toBeUndefined();
    const refusing = { delete: vi.fn(async () => Promise.reject(new Error('SecurityError'))) } as unknown as CacheStorage;
    await expect(clearOfflineData(refusing)).resolves.toBeUndefined();
  });

  it('tells the service worker, so a read still in flight is not kept when it lands', async () => {
    const postMessage = vi.fn();
    const workers = { controller: { postMessage } } as unknown as ServiceWorkerContainer;
    await clearOfflineData(undefined, workers);
    expect(postMessage).toHaveBeenCalledWith({ type: SIGNED_OUT });
  });
});

describe('endPushSubscription', () => {
  it("ends this browser's push subscription, so the next person on the phone gets none of the last one's notifications", async () => {
    const unsubscribe = vi.fn(async () => true);
    const workers = { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) } as unknown as ServiceWorkerContainer;
    await endPushSubscription(workers);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing without a worker or a subscription, and survives a refusal', async () => {
    await expect(endPushSubscription(undefined)).resolves.toBeUndefined();
    const none = { getRegistration: async () => ({ pushManager: { getSubscription: async () => null } }) } as unknown as ServiceWorkerContainer;
    await expect(endPushSubscription(none)).resolves.toBeUndefined();
    const refusing = { getRegistration: async () => Promise.reject(new Error('InvalidStateError')) } as unknown as ServiceWorkerContainer;
    await expect(endPushSubscription(refusing)).resolves.toBeUndefined();
  });
});
