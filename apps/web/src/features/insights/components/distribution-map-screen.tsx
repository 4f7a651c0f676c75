import type { LocationPoint } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Globe2, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEventLocations } from '../api/get-event-locations';
import { MAP_TAB_IDS, mapTabOf, rankPoints, type MapTab } from '../lib/map';
import { WorldMap } from './world-map';
import { LoadError } from '@/components/load-error';

function MapTabs({ slug, eventId, current }: { slug: string; eventId: string; current: MapTab }) {
  const { t } = useTranslation('insights');
  return (
    // Three equal tabs that wrap their words: all of them fit a 390 px phone, none scrolls away.
    <nav aria-label={t('map.tabsLabel')} className="grid grid-cols-3 border-b border-border">
      {MAP_TAB_IDS.map((tab) => (
        <Link
          key={tab}
          to="/$slug/events/$id/distribution-map"
          params={{ slug, id: eventId }}
          search={{ tab }}
          replace
          resetScroll={false}
          aria-current={tab === current ? 'page' : undefined}
          className={cn(
            '-mb-px flex min-h-touch items-center justify-center border-b-2 px-2 py-1.5 text-center text-sm leading-tight font-semibold sm:text-base',
            'hover:text-fg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring',
            // cn does not merge classes: one border colour or the other, never both.
            tab === current ? 'border-primary-600 text-primary-700' : 'border-transparent text-fg-muted',
          )}
        >
          {t(`map.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

function RankedList({ points, total }: { points: readonly LocationPoint[]; total: number }) {
  const { t } = useTranslation('insights');
  const ranked = rankPoints(points);
  const max = ranked[0]?.count ?? 0;
  return (
    <Card className="flex h-fit flex-col gap-4 p-5 sm:p-6" data-testid="ranked-places">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold text-fg">{t('map.ranked.title')}</h2>
        <p className="text-sm text-fg-muted">{t('map.ranked.total', { count: total })}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {ranked.map((point, index) => (
          <li key={point.id} className="flex flex-col gap-1.5">
            <div className="flex items-start gap-3">
              <span className="w-6 shrink-0 pt-px text-right text-sm font-semibold text-fg-muted tabular-nums" aria-hidden="true">
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="font-semibold break-words text-fg">{point.name}</span>
                {point.kind === 'city' ? <span className="text-sm text-fg-muted">{point.country}</span> : <Badge tone="accent">{t('map.ranked.countryKind')}</Badge>}
              </div>
              <span className="shrink-0 font-bold text-fg tabular-nums">
                <span aria-hidden="true">{point.count}</span>
                <span className="sr-only">{t('map.ranked.attendees', { count: point.count })}</span>
              </span>
            </div>
            <div aria-hidden="true" className="ml-9 h-1.5 overflow-hidden rounded-full bg-neutral-100">
              <div
                className={cn('h-full rounded-full', point.kind === 'city' ? 'bg-primary-500' : 'bg-accent-500')}
                style={{
                  width: `${max > 0 ? Math.max(4, (point.count / max) * 100) : 0}%`,
                }}
              />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function MapSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]" data-testid="map-loading">
      <Skeleton className="aspect-[960/500] w-full rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

/**
 * /{slug}/events/{id}/distribution-map?tab=0|1|2: where attendees come from (hometowns) and where
 * they dream of going or loved going, on an offline world map with a ranked list beside it.
 */
export function DistributionMapScreen({ slug, eventId, eventName, tab }: { slug: string; eventId: string; eventName: string; tab: number | undefined }) {
  const { t } = useTranslation('insights');
  useDocumentTitle(t('map.documentTitle', { name: eventName }));
  const current = mapTabOf(tab);
  const locations = useEventLocations(eventId, current);
  // While another tab loads, the previous tab's data stays on screen, dimmed.
  const data = locations.data;
  const stale = locations.isPlaceholderData;

  let body;
  if (locations.isPending) body = <MapSkeleton />;
  else if (locations.isError || !data) {
    body = <LoadError message={t('map.loadError')} onRetry={() => void locations.refetch()} />;
  } else if (data.points.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={Globe2}
          title={t(`map.empty.${current}.title`)}
          description={t(`map.empty.${current}.description`)}
          action={
            <Link to="/$slug/events/$id/share" params={{ slug, id: eventId }} className={buttonClasses()}>
              <Share2 aria-hidden="true" className="size-5" />
              {t('event.shareLink')}
            </Link>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div className={cn('grid gap-4 transition-opacity lg:grid-cols-[minmax(0,1fr)_18rem]', stale && 'opacity-60')} aria-busy={stale}>
        <Card className="min-w-0 p-4 sm:p-6">
          <h2 className="sr-only">{t(`map.tabs.${current}`)}</h2>
          <WorldMap
            points={data.points}
            label={t('map.mapLabel', {
              what: t(`map.tabs.${current}`),
              places: data.points.length,
              total: data.total,
            })}
          />
        </Card>
        <RankedList points={data.points} total={data.total} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={
          <Link to="/$slug/events/$id" params={{ slug, id: eventId }} search={{ tab: 'insights' }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('map.back')}
          </Link>
        }
        title={t('map.title')}
        description={t('map.description', { name: eventName })}
      />
      <MapTabs slug={slug} eventId={eventId} current={current} />
      {body}
    </div>
  );
}
