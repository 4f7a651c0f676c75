import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { errorText } from '@/lib/error-text';
import { gatheringLink } from '@/features/gatherings';
import { groupInsightsQueryOptions } from '../api/get-group-insights';
import { shortDay } from '@/lib/dates';
import { LoadError } from '@/components/load-error';
import { LoadingBlocks } from '@/components/loading-blocks';

/**
 * The group's insights: members over time, messages per day, gatherings and the members' top
 * interests. In the organiser console (`company`, the company's slug; `event` is then the event's
 * id) each gathering links to its console page.
 */
export function GroupInsights({ event, groupId, company }: { event: string; groupId: string; company?: string }) {
  const { t } = useTranslation('groups');
  const query = useQuery(groupInsightsQueryOptions(event, groupId));
  if (query.isPending) return <LoadingBlocks label={t('insights.loading')} className="grid gap-3" blocks={['h-20 w-full', 'h-48 w-full', 'h-48 w-full']} />;
  if (query.isError) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const members = data.membersOverTime.map((point) => ({ ...point, day: shortDay(point.date) }));
  const messages = data.messagesPerDay.map((point) => ({ ...point, day: shortDay(point.date) }));
  const maxInterest = Math.max(1, ...data.topInterests.map((item) => item.members));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:col-span-2">
        <Stat label={t('insights.members')} value={data.memberCount} />
        <Stat label={t('insights.messages')} value={data.messageCount} />
        <Stat label={t('insights.posters')} value={data.activePosters} />
        <Stat label={t('insights.upcoming')} value={data.upcomingGatherings} />
      </dl>

      <ChartCard title={t('insights.membersOverTime')} empty={members.length === 0} emptyText={t('insights.noMembers')}>
        <ResponsiveContainer width="100%" height={180}>
          <AreaChart data={members} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: 'var(--color-fg-muted)' }} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-fg-muted)' }} tickLine={false} axisLine={false} />
            <Tooltip />
            <Area type="monotone" dataKey="count" name={t('insights.members')} stroke="var(--color-primary-600)" fill="var(--color-primary-100)" strokeWidth={2} />
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard title={t('insights.messagesPerDay')} empty={messages.every((point) => point.count === 0)} emptyText={t('insights.noMessages')}>
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={messages} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: 'var(--color-fg-muted)' }} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-fg-muted)' }} tickLine={false} axisLine={false} />
            <Tooltip cursor={{ fill: 'var(--color-neutral-100)' }} />
            <Bar dataKey="count" name={t('insights.messages')} fill="var(--color-accent-600)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard title={t('insights.gatherings')} empty={data.gatherings.length === 0} emptyText={t('insights.noGatherings')}>
        <ul className="flex flex-col gap-2">
          {data.gatherings.map((gathering) => (
            <li key={gathering.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-border pb-2 last:border-0">
              {company ? (
                <Link {...gatheringLink({ slug: event, company }, groupId, gathering.id)} className="min-w-0 font-semibold break-words text-primary-700 underline-offset-2 hover:underline">
                  {gathering.title}
                </Link>
              ) : (
                <span className="min-w-0 font-semibold break-words text-fg">{gathering.title}</span>
              )}
              <span className="text-sm text-fg-muted">{t('insights.goingInterested', { going: gathering.goingCount, interested: gathering.interestedCount })}</span>
            </li>
          ))}
        </ul>
      </ChartCard>

      <ChartCard title={t('insights.topInterests')} empty={data.topInterests.length === 0} emptyText={t('insights.noInterests')}>
        <ul className="flex flex-col gap-3">
          {data.topInterests.map(({ interest, members: count }) => (
            <li key={interest.id} className="flex flex-col gap-1.5">
              <span className="flex items-center justify-between gap-3">
                <Chip leading={interest.emoji} className="min-w-0">
                  {interest.name}
                </Chip>
                <span className="shrink-0 text-sm text-fg-muted">{t('members', { count })}</span>
              </span>
              <span aria-hidden="true" className="h-2 rounded-full bg-neutral-100">
                <span className="block h-2 rounded-full bg-primary-500" style={{ width: `${(count / maxInterest) * 100}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </ChartCard>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl border border-border bg-surface p-3 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-2xl font-bold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

function ChartCard({ title, empty, emptyText, children }: { title: string; empty: boolean; emptyText: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="text-base font-bold text-fg">{title}</h3>
      {empty ? (
        <p className="flex flex-col items-center gap-2 py-6 text-center text-sm text-fg-muted">
          <BarChart3 aria-hidden="true" className="size-6 text-primary-600" />
          {emptyText}
        </p>
      ) : (
        children
      )}
    </Card>
  );
}
