// @vitest-environment jsdom
import { LIMITS, type Category } from '@mingle/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES_KEY } from '@/lib/storage';
import { getCategories, readCachedCategories } from './get-categories';

const categories: Category[] = [{ id: 'outdoors', name: 'Outdoors', emoji: '🏕️', interests: [{ id: 'hiking', name: 'Hiking', emoji: '🥾' }] }];
const fresh: Category[] = [{ id: 'music', name: 'Music', emoji: '🎵', interests: [] }];

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(fresh), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());

describe('categories cache', () => {
  const now = 1_700_000_000_000;

  it('answers from the cache while it is fresh, without a request', async () => {
    localStorage.setItem(CATEGORIES_KEY, JSON.stringify({ savedAt: now - LIMITS.categoriesCacheMs + 1000, categories }));
    const fetchMock = stubFetch();
    await expect(getCategories({ storage: localStorage, now: () => now })).resolves.toEqual(categories);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads GET /interests when the cache is missing, and stores it', async () => {
    const fetchMock = stubFetch();
    await expect(getCategories({ storage: localStorage, now: () => now })).resolves.toEqual(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toMatch(/\/api\/v1\/interests$/);
    expect(JSON.parse(localStorage.getItem(CATEGORIES_KEY) ?? '{}')).toEqual({ savedAt: now, categories: fresh });
  });

  it('refreshes when the cache is one hour old or more', async () => {
    localStorage.setItem(CATEGORIES_KEY, JSON.stringify({ savedAt: now - LIMITS.categoriesCacheMs, categories }));
    expect(readCachedCategories(localStorage, now)).toBeUndefined();
    const fetchMock = stubFetch();
    await expect(getCategories({ storage: localStorage, now: () => now })).resolves.toEqual(fresh);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the cache is unreadable', () => {
    localStorage.setItem(CATEGORIES_KEY, 'garbage');
    expect(readCachedCategories(localStorage, now)).toBeUndefined();
    localStorage.setItem(CATEGORIES_KEY, JSON.stringify({ savedAt: now, categories: [{ nope: 1 }] }));
    expect(readCachedCategories(localStorage, now)).toBeUndefined();
  });
});
