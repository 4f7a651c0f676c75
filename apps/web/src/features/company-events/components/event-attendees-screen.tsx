import type { CompanyAttendee, CompanyEvent } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Download, MessageSquare, Share2, Users } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoMatchState } from '@/components/no-match-state';
import { MessageAttendeeDialog } from '@/features/announcements';
import { PagedList } from '@/components/paged-list';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useMomentFormat } from '@/lib/dates';
import { fullName, handle } from '@/lib/people';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePagesUpTo } from '@/lib/use-pages-up-to';
import { downloadCompanyAttendeesCsv } from '../api/download-company-attendees-csv';
import { companyAttendeesQueryOptions } from '../api/get-company-attendees';

const SEARCH_DEBOUNCE_MS = 250;
/** Columns at laptop width: name, then joined, profile, groups, connections (header and rows share them). */
const COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:items-center lg:gap-6';
const FACT_COLUMNS = 'lg:grid-cols-[9rem_10rem_minmax(0,1fr)_minmax(0,1fr)]';

interface EventAttendeesScreenProps {
  slug: string;
  event: CompanyEvent;
  /** Search params: the name search and the pages shown. */
  q?: string;
  page?: number;
}

/** The event's Attendees tab (/{slug}/events/{id}?tab=attendees&q=&page=): who joined, searchable and paged, with a CSV of the whole list. */
export function EventAttendeesScreen({ slug, event, q, page }: EventAttendeesScreenProps) {
  const { t } = useTranslation('companyEvents');
  const navigate = useNavigate();
  const [text, setText] = useState(q ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [downloading, setDownloading] = useState(false);
  const [messaging, setMessaging] = useState<{ userId: string; name: string } | null>(null);
  const params = { slug, id: event.id };

  // Typing settles into the address (q), which drives the list; a new search starts at page 1.
  useEffect(() => {
    if (typed === (q ?? '')) return;
    void navigate({ to: '/$slug/events/$id', params: { slug, id: event.id }, search: { tab: 'attendees', q: typed || undefined }, replace: true, resetScroll: false });
  }, [typed, q, slug, event.id, navigate]);

  const query = useInfiniteQuery(companyAttendeesQueryOptions(event.id, q));
  usePagesUpTo(query, page);
  const shownPages = query.data?.pages.length ?? 0;
  const hasRows = (query.data?.pages[0]?.items.length ?? 0) > 0;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCompanyAttendeesCsv(event, q);
    } catch (error) {
      notifyError(isApiError(error) ? errorText(error) : t('attendees.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-bold text-fg">{t('attendees.title')}</h2>
          <p className="text-base text-fg-muted">{t('attendees.description', { name: event.name })}</p>
        </div>
        <Button variant="secondary" loading={downloading} onClick={() => void download()}>
          {downloading ? null : <Download aria-hidden="true" className="size-4.5" />}
          {t('attendees.download')}
        </Button>
      </div>

      <div role="search" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <div className="min-w-0 sm:max-w-md sm:flex-1">
          <FormField label={t('attendees.searchLabel')}>
            <SearchInput value={text} onChange={(e) => setText(e.target.value)} placeholder={t('attendees.searchPlaceholder')} />
          </FormField>
        </div>
        <p className="text-sm text-fg-muted sm:pb-3" data-testid="attendees-summary">
          {event.expectedAttendees ? t('attendees.summaryOfExpected', { count: event.attendeeCount, expected: event.expectedAttendees }) : t('attendees.summary', { count: event.attendeeCount })}
        </p>
      </div>

      <section aria-label={t('attendees.resultsLabel')} aria-busy={query.isFetching || undefined} className="flex flex-col gap-3 lg:gap-0">
        {hasRows ? <ColumnHeader /> : null}
        <PagedList
          query={query}
          loading={<CardListSkeleton label={t('attendees.loading')} rows={4} />}
          empty={
            q ? (
              // Clearing settles into the address like typing does.
              <NoMatchState title={t('attendees.noMatchTitle')} description={t('attendees.noMatchText')} clearLabel={t('attendees.clearSearch')} onClear={() => setText('')} />
            ) : (
              <EmptyState
                icon={Users}
                title={t('attendees.emptyTitle')}
                description={t('attendees.emptyText')}
                action={
                  <Link to="/$slug/events/$id/share" params={params} className={buttonClasses()}>
                    <Share2 aria-hidden="true" className="size-5" />
                    {t('attendees.share')}
                  </Link>
                }
              />
            )
          }
          itemKey={(attendee) => attendee.userId}
          renderItem={(attendee) => (
            <AttendeeRow slug={slug} eventId={event.id} attendee={attendee} timeZone={event.timeZone} onMessage={() => setMessaging({ userId: attendee.userId, name: fullName(attendee) })} />
          )}
          className="flex flex-col gap-3 lg:gap-0 lg:divide-y lg:divide-border lg:overflow-hidden lg:rounded-b-2xl lg:border lg:border-t-0 lg:border-border lg:bg-surface lg:shadow-card"
          onLoadMore={() => void navigate({ to: '/$slug/events/$id', params, search: { tab: 'attendees', q, page: shownPages + 1 }, replace: true, resetScroll: false })}
          loadMoreLabel={t('attendees.loadMore')}
          endText={t('attendees.noMore')}
        />
      </section>
      <MessageAttendeeDialog eventId={event.id} to={messaging} onClose={() => setMessaging(null)} />
    </div>
  );
}

/** The column titles at laptop width; rows carry their own labels for screen readers and phones. */
function ColumnHeader() {
  const { t } = useTranslation('companyEvents');
  return (
    <div aria-hidden="true" className={cn('hidden rounded-t-2xl border border-border bg-neutral-50 px-5 py-3 text-sm font-semibold text-fg-muted', COLUMNS)}>
      <span>{t('attendees.columns.name')}</span>
      <span className={cn('grid gap-4', FACT_COLUMNS)}>
        <span>{t('attendees.columns.joined')}</span>
        <span>{t('attendees.columns.profile')}</span>
        <span className="text-right">{t('attendees.columns.groups')}</span>
        <span className="text-right">{t('attendees.columns.connections')}</span>
      </span>
    </div>
  );
}

/** A label and its value: labelled on phones, under the column header at laptop width. */
function Fact({ label, labelHidden, className, children }: { label: string; labelHidden?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className={cn('text-sm text-fg-muted lg:sr-only', labelHidden && 'sr-only')}>{label}</dt>
      <dd className="text-base text-fg">{children}</dd>
    </div>
  );
}

function AttendeeRow({ slug, eventId, attendee, timeZone, onMessage }: { slug: string; eventId: string; attendee: CompanyAttendee; timeZone: string; onMessage: () => void }) {
  const { t } = useTranslation('companyEvents');
  const { t: ta } = useTranslation('announcements');
  const name = fullName(attendee);
  const time = useMomentFormat(timeZone);
  return (
    <div className={cn('flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card lg:rounded-none lg:border-0 lg:px-5 lg:py-3 lg:shadow-none', COLUMNS)}>
      <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3">
        <Avatar name={name} src={attendee.photoUrl} size="sm" className={attendee.email ? 'row-span-3' : 'row-span-2'} />
        <h3 className="text-base font-bold break-words text-fg">
          <Link to="/$slug/events/$id/attendees/$userId" params={{ slug, id: eventId, userId: attendee.userId }} className="hover:text-primary-700 hover:underline">
            {name}
          </Link>
        </h3>
        {/* Organisers write to one person from their row (decision 035). */}
        <Button variant="secondary" className={attendee.email ? 'row-span-3' : 'row-span-2'} aria-label={ta('message.openLabel', { name })} onClick={onMessage}>
          <MessageSquare aria-hidden="true" className="size-4" />
          {ta('message.open')}
        </Button>
        <p className="col-start-2 truncate text-sm text-fg-muted">{handle(attendee.username)}</p>
        {/* Only when the attendee chose to share it with the organisers. */}
        {attendee.email ? (
          <a href={`mailto:${attendee.email}`} className="col-start-2 truncate text-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800">
            {attendee.email}
          </a>
        ) : null}
      </div>
      <dl className={cn('grid grid-cols-[max-content_minmax(0,1fr)_minmax(0,1fr)] gap-x-6 gap-y-3 lg:items-center lg:gap-x-4', FACT_COLUMNS)}>
        <Fact label={t('attendees.columns.joined')}>
          <time dateTime={attendee.joinedAt} title={time.full(attendee.joinedAt)}>
            {time.day(attendee.joinedAt)}
          </time>
        </Fact>
        {/* On phones the badge (which says what it is) comes first, on a line of its own. */}
        <Fact label={t('attendees.columns.profile')} labelHidden className="order-first col-span-3 items-start lg:order-none lg:col-span-1">
          {attendee.profileDone ? <Badge tone="success">{t('attendees.profileDone')}</Badge> : <Badge>{t('attendees.profileMissing')}</Badge>}
        </Fact>
        <Fact label={t('attendees.columns.groups')} className="lg:text-right">
          <span className="tabular-nums">{attendee.groupCount}</span>
        </Fact>
        <Fact label={t('attendees.columns.connections')} className="lg:text-right">
          <span className="tabular-nums">{attendee.connectionCount}</span>
        </Fact>
      </dl>
    </div>
  );
}
