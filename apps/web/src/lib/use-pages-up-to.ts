import { useEffect } from 'react';

/** The parts of a TanStack infinite query this hook drives. */
interface PagedQuery {
  data?: { pages: readonly unknown[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Never chase more than this many pages from an address. */
const MAX_PAGES = 50;

/**
 * Lists page with "load more", and the `page` search param says how many pages are shown,
 * so a reload or a shared link shows as much as before. Fetches the missing pages one by one.
 */
export function usePagesUpTo(query: PagedQuery, page: number | undefined): void {
  const target = Math.min(page ?? 1, MAX_PAGES);
  const loaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (loaded > 0 && loaded < target && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loaded, target, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
}
