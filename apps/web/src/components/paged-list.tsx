import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { LoadError } from './load-error';
import { LoadMore } from './ui/load-more';

/** What the list reads of its infinite query (pages of `{ items }`). */
interface PagedQuery<T> {
  data?: { pages: readonly { items: readonly T[] }[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** Placeholder while the first page loads. */
  loading: ReactNode;
  /** What the list says when it has nothing (yet, or for this filter). */
  empty: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Classes of the <ul>, e.g. a grid. */
  className?: string;
  loadMoreLabel: string;
  endText: string;
  /** Defaults to fetching the next page; a list that keeps its page count in the address passes its own. */
  onLoadMore?: () => void;
}

/** A paged list's body: placeholder, load error with retry, empty state, or the items with "load more". */
export function PagedList<T>({ query, loading, empty, itemKey, renderItem, className, loadMoreLabel, endText, onLoadMore }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return loading;
  // Pages already shown stay shown when a later fetch fails.
  if (query.isError && items.length === 0) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return empty;
  return (
    <>
      <ul className={className}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={onLoadMore ?? (() => void query.fetchNextPage())} label={loadMoreLabel} endText={endText} />
    </>
  );
}
