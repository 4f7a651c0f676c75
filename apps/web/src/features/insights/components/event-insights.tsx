import { ENGAGED_DEFINITION, type EventInsights } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { BarChart3, Globe2, Map, Share2, Sparkles, UsersRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalloutCard } from '@/components/callout-card';
import { MessageCard } from '@/components/message-view';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventInsights } from '../api/get-event-insights';
import { formatRate } from '../lib/format';
import { DoorInsights } from './door-insights';
import { MeetingsInsights } from './meetings-insights';
import { SpreadInsights } from './spread-insights';
import { MetricTitle } from './info-tip';
import { GroupsChart, InterestsChart, JoinsChart } from './insights-charts';
import { LoadError } from '@/components/load-error';

interface EventRef {
  slug: string;
  eventId: string;
}

function MetricCard({ title, help, value, testId, children }: { title: string; help: ReactNode; value: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-2 p-5 sm:p-6" data-testid={testId}>
      <MetricTitle title={title} help={help} />
      {/* A figure, not a paragraph (nor the heading of the text below it). */}
      <div className="text-2xl font-bold tracking-tight text-fg tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </div>
      {children}
    </Card>
  );
}

interface ChartCardProps {
  /** Names the chart's texts: event.<chart>.title, .help, .emptyTitle and .emptyDescription. */
  chart: 'joins' | 'groups' | 'interests';
  /** Nothing to draw yet: say so, with what to do about it, instead of the chart. */
  empty: boolean;
  emptyIcon?: LucideIcon;
  emptyAction: ReactNode;
  children: ReactNode;
}

function ChartCard({ chart, empty, emptyIcon, emptyAction, children }: ChartCardProps) {
  const { t } = useTranslation('insights');
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
      <MetricTitle title={t(`event.${chart}.title`)} help={t(`event.${chart}.help`)} />
      {empty ? <EmptyState as="h3" className="py-6" icon={emptyIcon} title={t(`event.${chart}.emptyTitle`)} description={t(`event.${chart}.emptyDescription`)} action={emptyAction} /> : children}
    </Card>
  );
}

function ShareLink({ slug, eventId, variant = 'primary' }: EventRef & { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('insights');
  return (
    <Link to="/$slug/events/$id/share" params={{ slug, id: eventId }} className={buttonClasses({ variant })}>
      <Share2 aria-hidden="true" className="size-5" />
      {t('event.shareLink')}
    </Link>
  );
}

function MapLink({ slug, eventId }: EventRef) {
  const { t } = useTranslation('insights');
  return (
    <Link to="/$slug/events/$id/distribution-map" params={{ slug, id: eventId }} className={buttonClasses({ variant: 'secondary' })}>
      <Map aria-hidden="true" className="size-5" />
      {t('event.openMap')}
    </Link>
  );
}

function InsightsSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="insights-loading">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

function Metrics({ data }: { data: EventInsights }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.resolvedLanguage;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const adoption = formatRate(data.adoptionRate, locale);
  const engaged = formatRate(data.engagedRate, locale);
  const base = data.expectedAttendees ?? data.joined;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard title={t('event.adoption.title')} help={t('event.adoption.help')} value={adoption ?? t('event.adoption.noRate')} testId="metric-adoption">
        <Progress value={data.withProfile} max={base} label={t('event.adoption.title')} />
        <p className="text-sm text-fg-muted">
          {data.expectedAttendees !== null
            ? t('event.adoption.ofExpected', {
                count: data.withProfile,
                expected: data.expectedAttendees,
              })
            : t('event.adoption.ofJoined', {
                count: data.withProfile,
                joined: data.joined,
              })}
        </p>
        <p className="text-sm font-semibold text-fg">{t('event.adoption.joined', { count: data.joined })}</p>
        {data.expectedAttendees === null ? <p className="text-sm text-fg-muted">{t('event.adoption.noExpected')}</p> : null}
      </MetricCard>
      <MetricCard title={t('event.engaged.title')} help={t('event.engaged.help')} value={engaged ?? number(data.engaged)} testId="metric-engaged">
        <Progress value={data.engaged} max={data.joined} label={t('event.engaged.title')} />
        <p className="text-sm text-fg-muted">
          {t('event.engaged.ofJoined', {
            count: data.engaged,
            joined: data.joined,
          })}
        </p>
        {/* One definition of "engaged" (ENGAGED_DEFINITION), shown to organisers exactly as written. */}
        <p className="text-sm text-fg-muted italic" data-testid="engaged-definition">
          {ENGAGED_DEFINITION}
        </p>
      </MetricCard>
      <MetricCard title={t('event.messages.title')} help={t('event.messages.help')} value={number(data.groupMessages)} testId="metric-messages">
        <p className="text-sm text-fg-muted">{t('event.messages.caption')}</p>
      </MetricCard>
      <MetricCard title={t('event.connections.title')} help={t('event.connections.help')} value={number(data.connectionsMade)} testId="metric-connections">
        <p className="text-sm text-fg-muted">{t('event.connections.caption')}</p>
      </MetricCard>
    </div>
  );
}

function MapCard({ slug, eventId }: EventRef) {
  const { t } = useTranslation('insights');
  return (
    <CalloutCard as="h3" className="self-start p-5 sm:p-6" icon={Globe2} title={t('event.mapTitle')} description={t('event.mapDescription')}>
      <MapLink slug={slug} eventId={eventId} />
    </CalloutCard>
  );
}

/**
 * The insights tab of an event (decision 006): adoption, engagement, messages, connections, groups,
 * top interests and joins over time, each with a short explanation in a tooltip.
 */
export function EventInsightsPanel({ slug, eventId }: EventRef) {
  const { t } = useTranslation('insights');
  const insights = useEventInsights(eventId);

  if (insights.isPending) return <InsightsSkeleton />;
  if (insights.isError) {
    return <LoadError message={t('event.loadError')} onRetry={() => void insights.refetch()} />;
  }

  const data = insights.data;
  const heading = <h2 className="sr-only">{t('event.heading')}</h2>;

  if (data.joined === 0) {
    const actions = (
      <>
        <ShareLink slug={slug} eventId={eventId} />
        <MapLink slug={slug} eventId={eventId} />
      </>
    );
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <MessageCard as="h3" icon={BarChart3} title={t('event.emptyTitle')} description={t('event.emptyDescription')} action={actions} />
      </div>
    );
  }

  const groupsTotal = data.groupsAutomatic + data.groupsManual;
  const shareLink = <ShareLink slug={slug} eventId={eventId} variant="secondary" />;
  const createGroupLink = (
    <Link to="/$slug/events/$id/groups/create" params={{ slug, id: eventId }} className={buttonClasses({ variant: 'secondary' })}>
      {t('event.groups.create')}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4" data-testid="event-insights">
      {heading}
      <Metrics data={data} />
      {data.checkedIn === undefined ? null : <DoorInsights data={data} />}
      {data.meetings ? <MeetingsInsights data={data.meetings} joined={data.joined} /> : null}
      {data.spread ? <SpreadInsights data={data.spread} /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard chart="joins" empty={data.joinsOverTime.length === 0} emptyAction={shareLink}>
          <JoinsChart days={data.joinsOverTime} />
        </ChartCard>
        <ChartCard chart="groups" empty={groupsTotal === 0} emptyIcon={UsersRound} emptyAction={createGroupLink}>
          <GroupsChart automatic={data.groupsAutomatic} manual={data.groupsManual} />
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard chart="interests" empty={data.topInterests.length === 0} emptyIcon={Sparkles} emptyAction={shareLink}>
          <InterestsChart interests={data.topInterests} />
        </ChartCard>
        <MapCard slug={slug} eventId={eventId} />
      </div>
    </div>
  );
}
