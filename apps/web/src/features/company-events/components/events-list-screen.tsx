import type { CompanyEvent } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarDays, CalendarPlus, ChevronRight, MapPin, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoMatchState } from '@/components/no-match-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompanyEventPages } from '../api/get-company-events';
import { formatDayRange, useEventClock } from '@/lib/dates';
import { EventLogo } from './event-logo';
import { OpenReportsBadge } from '@/features/moderation';
import { EventStatusBadge } from './event-status-badge';

function EventRow({ slug, event }: { slug: string; event: CompanyEvent }) {
  const { t } = useTranslation('companyEvents');
  const { hours } = useEventClock();
  return (
    <li>
      <Link
        to="/$slug/events/$id"
        params={{ slug, id: event.id }}
        className="group flex items-center gap-4 px-4 py-4 transition-colors hover:bg-neutral-25 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring sm:px-6"
      >
        <EventLogo name={event.name} logoUrl={event.logoUrl} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="truncate text-base font-bold text-fg group-hover:text-primary-700">{event.name}</span>
            <EventStatusBadge event={event} />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              {formatDayRange(event.startDate, event.endDate)}
              {hours(event) ? <span data-testid="event-row-hours">{` · ${hours(event)}`}</span> : null}
            </span>
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{event.locationTbd || !event.location ? t('details.tbd') : event.location}</span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4" />
              {t('list.attendees', { count: event.attendeeCount })}
            </span>
          </div>
        </div>
        <OpenReportsBadge eventId={event.id} className="ml-0 shrink-0" />
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
      </Link>
    </li>
  );
}

function RowSkeleton() {
  return (
    <li className="flex items-center gap-4 px-4 py-4 sm:px-6" aria-hidden="true">
      <Skeleton className="size-12 rounded-xl" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-48 max-w-full" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
    </li>
  );
}

/** /{slug}/events: the company's events, a page at a time ("Load more" adds the next). */
export function EventsListScreen({ slug, page }: { slug: string; page: number }) {
  const { t } = useTranslation('companyEvents');
  useDocumentTitle(t('list.documentTitle'));
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const [archived, setArchived] = useState(false);
  const pages = useCompanyEventPages(page, q, archived);
  const events = pages.flatMap((query) => query.data?.items ?? []);
  const last = pages.at(-1);
  const firstLoading = pages[0]?.isPending ?? true;
  const failed = pages.find((query) => query.isError);
  const loadingMore = !firstLoading && pages.some((query) => query.isPending);
  const hasMore = last?.data?.hasMore ?? false;

  const createLink = (
    <Link to="/$slug/events/create" params={{ slug }} className={buttonClasses()}>
      <Plus aria-hidden="true" className="size-5" />
      {t('list.create')}
    </Link>
  );

  const loadMore = () => void navigate({ to: '/$slug/events', params: { slug }, search: { page: page + 1 }, replace: true, resetScroll: false });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('list.title')} description={t('list.description')} actions={events.length > 0 || q ? createLink : null} />
      {events.length > 0 || q || archived ? (
        <div role="search" className="flex flex-col gap-2">
          <FormField label={t('list.searchLabel')}>
            <SearchInput value={text} onChange={(event) => setText(event.target.value)} placeholder={t('list.searchPlaceholder')} />
          </FormField>
          <Button variant="ghost" className="self-start" aria-pressed={archived} onClick={() => setArchived(!archived)}>
            {archived ? t('list.hideArchived') : t('list.showArchived')}
          </Button>
        </div>
      ) : null}
      {firstLoading ? (
        <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
          <span role="status" className="sr-only">
            {t('list.loading')}
          </span>
          <ul className="divide-y divide-border">
            <RowSkeleton />
            <RowSkeleton />
            <RowSkeleton />
          </ul>
        </div>
      ) : failed && events.length === 0 ? (
        <Card>
          <EmptyState
            icon={CalendarDays}
            title={t('list.loadFailed')}
            description={errorText(failed.error)}
            action={
              <Button variant="secondary" onClick={() => void failed.refetch()}>
                {t('list.tryAgain')}
              </Button>
            }
          />
        </Card>
      ) : events.length === 0 && q ? (
        <Card>
          <NoMatchState title={t('list.noMatchTitle')} description={t('list.noMatchText')} clearLabel={t('list.showAll')} onClear={() => setText('')} />
        </Card>
      ) : events.length === 0 ? (
        <Card>
          <EmptyState icon={CalendarPlus} title={t('list.emptyTitle')} description={t('list.emptyDescription')} action={createLink} />
        </Card>
      ) : (
        <>
          <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
            <ul className="divide-y divide-border" data-testid="company-events">
              {events.map((event) => (
                <EventRow key={event.id} slug={slug} event={event} />
              ))}
              {loadingMore ? <RowSkeleton /> : null}
            </ul>
          </div>
          <div className="flex justify-center" aria-live="polite">
            {loadingMore ? (
              <Spinner label={t('list.loading')} />
            ) : hasMore ? (
              <Button variant="secondary" onClick={loadMore}>
                {t('list.loadMore')}
              </Button>
            ) : (
              <p className="text-sm text-fg-muted">{t('list.noMore')}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
