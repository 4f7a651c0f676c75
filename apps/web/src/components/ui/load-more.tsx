import { Button } from './button';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The button, e.g. "Show more people". */
  label: string;
  /** The list's no-more message (docs/product.md, "Rules every screen follows": every list says when there is no more). */
  endText: string;
}

/** The foot of a paged list: a "load more" button, or the no-more message once everything is shown. */
export function LoadMore({ hasMore, loading, onLoadMore, label, endText }: LoadMoreProps) {
  if (!hasMore) {
    return (
      <p role="status" className="py-6 text-center text-sm text-fg-muted">
        {endText}
      </p>
    );
  }
  return (
    <div className="flex justify-center py-4">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </div>
  );
}
