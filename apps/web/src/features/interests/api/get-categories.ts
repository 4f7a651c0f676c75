import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesResponse, LIMITS, type Category } from '@mingle/contracts';
import { api } from '@/lib/api';
import { browserStorage, CATEGORIES_KEY, isRecord, readJson, writeJson } from '@/lib/storage';

/** What the categories cache keeps in local storage. */
export interface CachedCategories {
  savedAt: number;
  categories: Category[];
}

/** The cached list while it is younger than LIMITS.categoriesCacheMs (one hour). */
export function readCachedCategories(storage: Storage | undefined, now = Date.now()): Category[] | undefined {
  const cached = readJson(storage, CATEGORIES_KEY);
  if (!isRecord(cached) || typeof cached.savedAt !== 'number') return undefined;
  const age = now - cached.savedAt;
  if (age < 0 || age >= LIMITS.categoriesCacheMs) return undefined;
  const parsed = CategoriesResponse.safeParse(cached.categories);
  return parsed.success ? parsed.data : undefined;
}

interface GetCategoriesOptions {
  storage?: Storage | undefined;
  now?: () => number;
  signal?: AbortSignal;
}

/** GET /interests, answered from the local cache unless it is missing or expired (docs/product.md, "What the browser keeps"). */
export async function getCategories({ storage = browserStorage(), now = Date.now, signal }: GetCategoriesOptions = {}): Promise<Category[]> {
  const cached = readCachedCategories(storage, now());
  if (cached) return cached;
  const categories = await api.get('/interests', { schema: CategoriesResponse, signal });
  writeJson(storage, CATEGORIES_KEY, { savedAt: now(), categories } satisfies CachedCategories);
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    staleTime: LIMITS.categoriesCacheMs,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
