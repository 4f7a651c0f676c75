import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface WithId {
  id: string;
}
const isItem = (data: unknown): data is WithId => typeof data === 'object' && data !== null && 'id' in data;
const isPages = (data: unknown): data is { pages: { items: WithId[] }[] } => typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);

/**
 * Writes a live change into every cached copy of one object under `queryKey`: single answers and
 * the items of paged lists alike. Says whether any copy was there; when none was (a new object),
 * the caller refetches instead, so a change costs a viewer nothing but a re-render.
 */
export function patchCached<T extends WithId>(queryClient: QueryClient, queryKey: QueryKey, id: string, patch: (item: T) => T): boolean {
  let seen = false;
  const one = (item: WithId) => {
    if (item.id !== id) return item;
    seen = true;
    return patch(item as T);
  };
  queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
    if (isPages(data)) return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(one) })) };
    return isItem(data) ? one(data) : data;
  });
  return seen;
}

/**
 * Refetches everything under `queryKey` after a live change. A read already on its way may have
 * left before the change was written; a plain invalidation would wait for that read and keep its
 * old answer, so it is cancelled first and asked again.
 */
export async function refetchAfterChange(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
