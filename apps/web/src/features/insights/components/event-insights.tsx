import { ENGAGED_DEFINITION, type EventInsights } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { BarChart3, Globe2, Map, Share2, Sparkles, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useEventInsights } from '../api/get-event-insights';
import { formatRate } from '../lib/format';
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
      <p className="text-2xl font-bold tracking-tight text-fg tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      {children}
    </Card>
  );
}

function ChartCard({ title, help, className, children, testId }: { title: string; help: ReactNode; className?: string; children: ReactNode; testId?: string }) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-5 sm:p-6', className)} data-testid={testId}>
      <MetricTitle title={title} help={help} />
      {children}
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
        {/* Spec: one definition of "engaged", shown to organisers exactly as written. */}
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
    <Card className="flex flex-col gap-4 self-start border-primary-200 bg-primary-50/60 p-5 sm:p-6">
      <div className="flex size-11 items-center justify-center rounded-xl bg-surface text-primary-700 shadow-xs">
        <Globe2 aria-hidden="true" className="size-5.5" />
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-bold text-fg">{t('event.mapTitle')}</h3>
        <p className="text-sm text-fg-muted">{t('event.mapDescription')}</p>
      </div>
      <Link to="/$slug/events/$id/distribution-map" params={{ slug, id: eventId }} className={buttonClasses({ variant: 'secondary' })}>
        <Map aria-hidden="true" className="size-5" />
        {t('event.openMap')}
      </Link>
    </Card>
  );
}

/**
 * The insights tab of an event (spec 3): adoption, engagement, messages, connections, groups,
 * top interests and joins over time, each with a short explanation in a tooltip.
 */
export function EventInsightsPanel({ slug, eventId }: EventRef) {
  const { t } = useTranslation('insights');
  const insights = useEventInsights(eventId);

  if (insights.isPending) return <InsightsSkeleton />;
  if (insights.isError) {
    return (
      <LoadError message={t('event.loadError')} onRetry={() => void insights.refetch()} />
    );
  }

  const data = insights.data;
  const heading = <h2 className="sr-only">{t('event.heading')}</h2>;

  if (data.joined === 0) {
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <Card>
          <EmptyState
            as="h3"
            icon={BarChart3}
            title={t('event.emptyTitle')}
            description={t('event.emptyDescription')}
            action={
              <>
                <ShareLink slug={slug} eventId={eventId} />
                <Link to="/$slug/events/$id/distribution-map" params={{ slug, id: eventId }} className={buttonClasses({ variant: 'secondary' })}>
                  <Map aria-hidden="true" className="size-5" />
                  {t('event.openMap')}
                </Link>
              </>
            }
          />
        </Card>
      </div>
    );
  }

  const groupsTotal = data.groupsAutomatic + data.groupsManual;
  return (
    <div className="flex flex-col gap-4" data-testid="event-insights">
      {heading}
      <Metrics data={data} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard title={t('event.joins.title')} help={t('event.joins.help')}>
          {data.joinsOverTime.length > 0 ? (
            <JoinsChart days={data.joinsOverTime} />
          ) : (
            <EmptyState
              as="h3"
              className="py-6"
              title={t('event.joins.emptyTitle')}
              description={t('event.joins.emptyDescription')}
              action={<ShareLink slug={slug} eventId={eventId} variant="secondary" />}
            />
          )}
        </ChartCard>
        <ChartCard title={t('event.groups.title')} help={t('event.groups.help')}>
          {groupsTotal > 0 ? (
            <GroupsChart automatic={data.groupsAutomatic} manual={data.groupsManual} />
          ) : (
            <EmptyState
              as="h3"
              className="py-6"
              icon={UsersRound}
              title={t('event.groups.emptyTitle')}
              description={t('event.groups.emptyDescription')}
              action={
                <Link to="/$slug/events/$id/groups/create" params={{ slug, id: eventId }} className={buttonClasses({ variant: 'secondary' })}>
                  {t('event.groups.create')}
                </Link>
              }
            />
          )}
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartCard title={t('event.interests.title')} help={t('event.interests.help')}>
          {data.topInterests.length > 0 ? (
            <InterestsChart interests={data.topInterests} />
          ) : (
            <EmptyState
              as="h3"
              className="py-6"
              icon={Sparkles}
              title={t('event.interests.emptyTitle')}
              description={t('event.interests.emptyDescription')}
              action={<ShareLink slug={slug} eventId={eventId} variant="secondary" />}
            />
          )}
        </ChartCard>
        <MapCard slug={slug} eventId={eventId} />
      </div>
    </div>
  );
}
