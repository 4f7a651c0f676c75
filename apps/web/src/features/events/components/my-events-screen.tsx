import type { MyEvent } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Building2, CalendarHeart, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ManageLink } from '@/components/manage-link';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePagesUpTo } from '@/lib/use-pages-up-to';
import { myEventsQueryOptions } from '../api/get-my-events';
import { eventPhase, formatDayRange, useEventClock } from '@/lib/dates';
import { COLUMN } from '../utils/column';
import { selectEvent, splitMyEvents } from '../utils/select-event';
import { EventLogo } from './event-visuals';
import { LoadError } from '@/components/load-error';

interface MyEventsScreenProps {
  /** Account action in the header (the log-out button). */
  accountAction: ReactNode;
  /** Below everything: what the route adds (my data, decision 020). */
  footer?: ReactNode;
  /** How many pages of the list to show (the `page` search param). */
  page?: number;
}

/** /events/me: the events I joined, current ones first; choosing one selects it and opens it. */
export function MyEventsScreen({ accountAction, footer, page }: MyEventsScreenProps) {
  const { t } = useTranslation('attendee');
  useDocumentTitle(t('myEvents.documentTitle'));
  const { auth } = useSession();
  const { user, membership } = useAuth(auth);
  const name = user?.username ?? user?.email ?? '';
  const navigate = useNavigate();
  const query = useInfiniteQuery(myEventsQueryOptions());
  usePagesUpTo(query, page);

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const { current, past } = splitMyEvents(items);
  const shownPages = query.data?.pages.length ?? 0;

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className={cn(COLUMN, 'flex min-h-16 items-center justify-between gap-3 px-4')}>
          <Logo />
          {accountAction}
        </div>
      </header>
      <main id="main" className={cn(COLUMN, 'flex flex-col gap-8 px-4 py-8')}>
        <section aria-labelledby="greeting" className="flex flex-col gap-1">
          <h1 id="greeting" className="text-xl font-bold tracking-tight break-words text-fg">
            {name ? t('myEvents.greeting', { name }) : t('myEvents.title')}
          </h1>
          {user ? (
            <p className="text-base break-words text-fg-muted" data-testid="signed-in-as">
              <Trans t={t} i18nKey="myEvents.signedInAs" values={{ name }} components={{ strong: <strong className="font-semibold text-fg" /> }} />
              {user.email && user.email !== name ? <> {t('myEvents.signedInEmail', { email: user.email })}</> : null}
            </p>
          ) : null}
        </section>

        {query.isPending ? (
          <MyEventsSkeleton label={t('myEvents.loading')} />
        ) : query.isError && items.length === 0 ? (
          <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <Card className="p-2 sm:p-4">
            <EmptyState as="h2" icon={CalendarHeart} title={t('myEvents.emptyTitle')} description={t('myEvents.emptyDescription')} />
          </Card>
        ) : (
          <>
            {current.length > 0 ? <EventSection id="current" title={t('myEvents.current')} events={current} /> : null}
            {past.length > 0 ? <EventSection id="past" title={t('myEvents.past')} events={past} /> : null}
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoadMore={() => void navigate({ to: '/events/me', search: { page: shownPages + 1 }, replace: true, resetScroll: false })}
              label={t('myEvents.loadMore')}
              endText={t('myEvents.noMore')}
            />
          </>
        )}
        <OrganiserCard companySlug={membership?.slug} />
        {footer}
      </main>
    </div>
  );
}

/** The way into the company area: set one up, or open the one I belong to. */
function OrganiserCard({ companySlug }: { companySlug: string | undefined }) {
  const { t } = useTranslation('attendee');
  const [title, description, action] = companySlug
    ? [t('myEvents.consoleTitle'), t('myEvents.consoleDescription'), t('myEvents.console')]
    : [t('myEvents.organiseTitle'), t('myEvents.organiseDescription'), t('myEvents.organise')];
  return (
    <section aria-labelledby="organiser" className="flex flex-col gap-3 rounded-2xl border border-dashed border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <div className="flex flex-col gap-0.5">
          <h2 id="organiser" className="text-base font-bold text-fg">
            {title}
          </h2>
          <p className="text-sm text-fg-muted">{description}</p>
        </div>
      </div>
      <ManageLink target={companySlug ? { to: '/$slug/events', params: { slug: companySlug } } : { to: '/setup' }} className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}>
        {action}
      </ManageLink>
    </section>
  );
}

function EventSection({ id, title, events }: { id: string; title: string; events: MyEvent[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-fg">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {events.map((event) => (
          <li key={event.id}>
            <MyEventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyEventCard({ event }: { event: MyEvent }) {
  const { t, i18n } = useTranslation('attendee');
  const { selectedEvent } = useSession();
  const [now] = useState(() => new Date());
  const clock = useEventClock();
  const timing = eventPhase(event, now);
  const where = event.locationTbd || !event.location ? t('event.locationTbd') : event.location;
  return (
    <Link
      to="/events/$slug"
      params={{ slug: event.slug }}
      onClick={() => selectEvent(selectedEvent, event)}
      className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
    >
      <EventLogo event={event} size="md" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          {timing === 'live' ? <Badge tone="success">{t('myEvents.live')}</Badge> : null}
          {timing === 'upcoming' ? <Badge tone="accent">{t('myEvents.upcoming')}</Badge> : null}
          {timing === 'past' ? <Badge>{t('myEvents.ended')}</Badge> : null}
          {event.hasProfile ? null : <Badge tone="warning">{t('myEvents.finishProfile')}</Badge>}
        </span>
        <span className="text-base font-bold break-words text-fg group-hover:text-primary-700">{event.name}</span>
        <span className="text-sm text-fg-muted">
          {formatDayRange(event.startDate, event.endDate, i18n.resolvedLanguage ?? i18n.language)}
          {clock.hours(event) ? ` · ${clock.hours(event)}` : null}
        </span>
        <span className="truncate text-sm text-fg-muted">{where}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted group-hover:text-primary-700" />
    </Link>
  );
}

function MyEventsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-6 w-48" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-4">
          <Skeleton className="size-14 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
