import type { CompanyEvent } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, ChevronRight, Clock, MapPin, Pencil, QrCode, Share2, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalloutCard } from '@/components/callout-card';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSuspenseCompanyEvent } from '../api/get-company-event';
import { formatDayRange, useEventClock, zoneOffset } from '@/lib/dates';
import { DoorCountCard } from '@/features/door';
import { attendeeOrigin, joinLink } from '../lib/share-link';
import { EventLogo } from './event-logo';
// A composite screen: the event's page composes the groups, gatherings and insights features' tabs.
import { GatheringsPanel } from '@/features/gatherings';
import { CompanyGroupsTab } from '@/features/groups';
import { EventInsightsPanel } from '@/features/insights';
import { ModerationPanel, OpenReportsBadge } from '@/features/moderation';
import { AnnouncementsPanel } from '@/features/announcements';
import { MeetingSettingsPanel } from '@/features/meetings';
import { RoundsPanel } from '@/features/rounds';
import { DuplicateEventDialog } from './event-duplicate-dialog';
import { EventLifecycleActions } from './event-lifecycle-actions';
import { EventAttendeesScreen } from './event-attendees-screen';
import { EventWaitlistPanel } from './event-waitlist-panel';
import { EventStatusBadge } from './event-status-badge';
import { PanelSuspense } from './panel-suspense';

export const EVENT_TABS = ['overview', 'attendees', 'waitlist', 'meetings', 'rounds', 'groups', 'gatherings', 'insights', 'reports', 'announcements'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** The tab search param (a string); anything unknown shows the overview. */
export function eventTabOf(tab: string | undefined): EventTab {
  return (EVENT_TABS as readonly string[]).includes(tab ?? '') ? (tab as EventTab) : 'overview';
}

function Fact({ icon: Icon, label, children }: { icon: typeof CalendarDays; label: string; children: ReactNode }) {
  // dt and dd stay direct children of the group (a valid definition list); the icon sits in the dt.
  return (
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-sm font-semibold text-fg-muted">
        <span className="absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-lg bg-neutral-100 text-fg-muted">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
        {label}
      </dt>
      <dd className="text-base break-words text-fg">{children}</dd>
    </div>
  );
}

function Overview({ slug, event }: { slug: string; event: CompanyEvent }) {
  const { t } = useTranslation('companyEvents');
  const clock = useEventClock();
  const link = joinLink(attendeeOrigin(), event.slug);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <dl className="grid gap-5 sm:grid-cols-2">
            <Fact icon={CalendarDays} label={t('details.when')}>
              {formatDayRange(event.startDate, event.endDate)}
              {clock.hours(event) ? (
                <span className="block" data-testid="details-hours">
                  {clock.hours(event)}
                </span>
              ) : null}
            </Fact>
            <Fact icon={MapPin} label={t('details.where')}>
              {event.locationTbd || !event.location ? t('details.tbd') : event.location}
            </Fact>
            <Fact icon={Clock} label={t('details.timeZone')}>
              {event.timeZone.replaceAll('_', ' ')} <span className="text-fg-muted">({zoneOffset(event.timeZone)})</span>
            </Fact>
            <Fact icon={Users} label={t('details.attendees')}>
              <Link
                to="/$slug/events/$id"
                params={{ slug, id: event.id }}
                search={{ tab: 'attendees' }}
                className="-my-2.5 inline-flex min-h-touch items-center gap-1 rounded-sm font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800"
                data-testid="details-attendees-link"
              >
                {event.expectedAttendees
                  ? t('details.attendeesOfExpected', { count: event.attendeeCount, expected: event.expectedAttendees })
                  : t('details.attendeesValue', { count: event.attendeeCount })}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </Fact>
            <Fact icon={UserRound} label={t('details.organizer')}>
              {event.organizerUsername}
            </Fact>
          </dl>
        </Card>
        <Card className="flex flex-col gap-5">
          <section className="flex flex-col gap-1">
            <h2 className="text-base font-bold text-fg">{t('details.description')}</h2>
            <p className="text-base break-words text-fg-muted">{event.description || t('details.noDescription')}</p>
          </section>
          <section className="flex flex-col gap-1 border-t border-border pt-5">
            <h2 className="text-base font-bold text-fg">{t('details.welcomeMessage')}</h2>
            <p className="text-base break-words whitespace-pre-line text-fg-muted">{event.welcomeMessage || t('details.noWelcome')}</p>
          </section>
        </Card>
      </div>
      <div className="flex flex-col gap-6">
        <CalloutCard className="h-fit" icon={QrCode} title={t('details.shareTitle')} description={t('details.shareDescription')}>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-fg">{t('details.joinLink')}</p>
            <p className="rounded-lg border border-border bg-surface px-3 py-2 text-sm break-all text-fg" data-testid="details-join-link">
              {link}
            </p>
          </div>
          <Link to="/$slug/events/$id/share" params={{ slug, id: event.id }} className={buttonClasses({ fullWidth: true })}>
            <Share2 aria-hidden="true" className="size-5" />
            {t('details.openShare')}
          </Link>
        </CalloutCard>
        {event.status === 'published' || event.status === 'cancelled' ? <DoorCountCard slug={slug} eventId={event.id} /> : null}
      </div>
    </div>
  );
}

function Groups({ slug, event }: { slug: string; event: CompanyEvent }) {
  return <CompanyGroupsTab slug={slug} eventId={event.id} />;
}

function Insights({ slug, event }: { slug: string; event: CompanyEvent }) {
  return <EventInsightsPanel slug={slug} eventId={event.id} />;
}

/** /{slug}/events/{id}: the event at a glance, with tabs for overview, groups, every gathering and insights. */
export function EventDetailsScreen({ slug, id, tab, attendees }: { slug: string; id: string; tab: string | undefined; attendees: { q?: string; page?: number } }) {
  const { t } = useTranslation('companyEvents');
  const { data: event } = useSuspenseCompanyEvent(id);
  useDocumentTitle(t('details.documentTitle', { name: event.name }));
  const navigate = useNavigate();
  const current = eventTabOf(tab);

  const selectTab = (next: string) =>
    void navigate({
      to: '/$slug/events/$id',
      params: { slug, id },
      search: { tab: next === 'overview' ? undefined : next },
      replace: true,
      resetScroll: false,
    });

  return (
    <div className="flex flex-col gap-6">
      {event.bannerUrl ? <img src={event.bannerUrl} alt="" className="aspect-video max-h-72 w-full rounded-2xl border border-border object-cover shadow-card" data-testid="event-banner" /> : null}
      <PageHeader
        eyebrow={
          <Link to="/$slug/events" params={{ slug }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('details.back')}
          </Link>
        }
        media={<EventLogo name={event.name} logoUrl={event.logoUrl} size="lg" />}
        title={event.name}
        description={<EventStatusBadge event={event} />}
        actions={
          <>
            {event.status === 'archived' ? null : (
              <Link to="/$slug/events/$id/edit" params={{ slug, id: event.id }} className={buttonClasses({ variant: 'secondary' })}>
                <Pencil aria-hidden="true" className="size-4.5" />
                {t('details.edit')}
              </Link>
            )}
            <DuplicateEventDialog slug={slug} event={event} />
            <Link to="/$slug/events/$id/share" params={{ slug, id: event.id }} className={buttonClasses()}>
              <Share2 aria-hidden="true" className="size-4.5" />
              {t('details.share')}
            </Link>
          </>
        }
      />
      {event.status === 'published' ? null : <Alert tone={event.status === 'draft' ? 'info' : 'warning'}>{t(`lifecycle.${event.status}Banner`)}</Alert>}
      <EventLifecycleActions slug={slug} event={event} />
      <Tabs value={current} onValueChange={selectTab}>
        <TabsList aria-label={t('details.tabsLabel')} scrollable>
          {EVENT_TABS.map((value) => (
            <TabsTrigger key={value} value={value} compact>
              {t(`details.tabs.${value}`)}
              {value === 'reports' ? <OpenReportsBadge eventId={event.id} className="ml-1.5" /> : null}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <PanelSuspense>
            <Overview slug={slug} event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="attendees">
          <PanelSuspense>
            <EventAttendeesScreen slug={slug} event={event} q={attendees.q} page={attendees.page} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="waitlist">
          <PanelSuspense>
            <EventWaitlistPanel event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="meetings">
          <PanelSuspense>
            <MeetingSettingsPanel event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="rounds">
          <PanelSuspense>
            <RoundsPanel event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="groups">
          <PanelSuspense>
            <Groups slug={slug} event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="gatherings">
          <PanelSuspense>
            <GatheringsPanel slug={event.id} company={slug} canCreate />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="insights">
          <PanelSuspense>
            <Insights slug={slug} event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="reports">
          <PanelSuspense>
            <ModerationPanel event={event} />
          </PanelSuspense>
        </TabsContent>
        <TabsContent value="announcements">
          <PanelSuspense>
            <AnnouncementsPanel event={event} />
          </PanelSuspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
