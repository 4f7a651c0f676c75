import { useLiveGatherings } from '../api/use-live-gatherings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { usePagesUpTo } from '@/lib/use-pages-up-to';
import { eventGatheringsQueryOptions, type GatheringsWhen } from '../api/get-event-gatherings';
import { groupGatheringsQueryOptions } from '../api/get-group-gatherings';
import type { GatheringsPlace } from '../lib/links';
import { GatheringCard } from './gathering-card';
import { LoadError } from '@/components/load-error';

interface GatheringListProps extends GatheringsPlace {
  /** One group's gatherings; without it, the whole event's. */
  groupId?: string;
  when: GatheringsWhen;
  /** Pages shown (the `page` search param), when the list keeps it in the address. */
  page?: number;
  onLoadMore?: (nextPage: number) => void;
  /** What to offer when the list is empty (e.g. "Start a gathering"). */
  emptyAction?: ReactNode;
}

/** Gatherings in pages with "load more" and the no-more message. */
export function GatheringList({ slug, company, groupId, when, page, onLoadMore, emptyAction }: GatheringListProps) {
  useLiveGatherings(slug, groupId);
  const { t } = useTranslation('gatherings');
  const query = useInfiniteQuery(groupId ? groupGatheringsQueryOptions(slug, groupId, when) : eventGatheringsQueryOptions(slug, when));
  usePagesUpTo(query, page);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const shown = query.data?.pages.length ?? 0;

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            {company ? null : <Skeleton className="h-11 w-56 rounded-full" />}
          </div>
        ))}
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={CalendarHeart}
        as="h3"
        title={when === 'upcoming' ? t('emptyUpcomingTitle') : t('emptyExpiredTitle')}
        description={when === 'upcoming' ? t('emptyUpcomingText') : t('emptyExpiredText')}
        action={when === 'upcoming' ? emptyAction : undefined}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((gathering) => (
          <li key={gathering.id}>
            <GatheringCard slug={slug} company={company} gathering={gathering} showGroup={!groupId} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => (onLoadMore ? onLoadMore(shown + 1) : void query.fetchNextPage())}
        label={t('loadMore')}
        endText={t('noMore')}
      />
    </div>
  );
}
