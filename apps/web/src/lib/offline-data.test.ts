import { describe, expect, it, vi } from 'vitest';
import { CACHES } from '@/service-worker/cache-names';
import { clearOfflineData } from './offline-data';

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
});
