import type { MeetingInsights } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { shortDay } from '@/lib/dates';
import { formatRate } from '../lib/format';
import { MetricTitle } from './info-tip';

/** How evenly meetings are spread, in words: the Gini read for people who never met one. */
/** "Nov 29, 10:00" from the server's "2026-11-29 10:00" (the event's clock). */
const hourLabel = (hour: string, locale?: string) => `${shortDay(hour.slice(0, 10), locale)}, ${hour.slice(11)}`;

const spreadOf = (gini: number) => (gini < 0.35 ? 'even' : gini < 0.65 ? 'uneven' : 'concentrated');

function BarList({ label, rows, testId }: { label: string; rows: { key: string; name: string; count: number }[]; testId: string }) {
  const { t } = useTranslation('insights');
  const most = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="flex flex-col gap-1.5" aria-label={label} data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[7.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
          <span className="truncate text-fg-muted tabular-nums">{r.name}</span>
          <span aria-hidden="true" className="h-3 rounded-full bg-primary-600" style={{ width: `${(r.count / most) * 100}%` }} />
          <span className="text-right font-semibold text-fg tabular-nums">{t('event.meetings.count', { count: r.count })}</span>
        </li>
      ))}
    </ul>
  );
}

/** One-to-one meetings (decision 041): counts only, never who met whom. Shown once meeting hours were opened. */
export function MeetingsInsights({ data, joined }: { data: MeetingInsights; joined: number }) {
  const { t, i18n } = useTranslation('insights');
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  const figures = [
    ['requested', data.requested],
    ['accepted', data.accepted],
    ['held', data.held],
    ['declined', data.declined],
    ['cancelled', data.cancelled],
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="meetings-insights">
      <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="metric-meetings">
        <MetricTitle title={t('event.meetings.title')} help={t('event.meetings.help')} />
        <dl className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-3">
          {figures.map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-sm text-fg-muted">{t(`event.meetings.${key}`)}</dt>
              <dd className="text-2xl font-bold tracking-tight text-fg tabular-nums" data-testid={`meetings-${key}`}>
                {number(value)}
              </dd>
            </div>
          ))}
        </dl>
        {data.requested === 0 ? (
          <p className="text-sm text-fg-muted">{t('event.meetings.none')}</p>
        ) : (
          <>
            <p className="text-sm text-fg-muted" data-testid="meetings-acceptance">
              {data.acceptanceRate === null ? t('event.meetings.noAnswers') : t('event.meetings.acceptance', { rate: formatRate(data.acceptanceRate, i18n.resolvedLanguage) })}
            </p>
            <Progress value={Math.round(data.attendeesWithHeldShare * joined)} max={Math.max(joined, 1)} label={t('event.meetings.heldShareLabel')} />
            <p className="text-sm text-fg-muted">{t('event.meetings.heldShare', { rate: formatRate(data.attendeesWithHeldShare, i18n.resolvedLanguage) })}</p>
            {data.gini === null ? null : (
              <p className="text-sm text-fg-muted" data-testid="meetings-spread">
                {t(`event.meetings.spread.${spreadOf(data.gini)}`, { gini: data.gini.toFixed(2) })}
              </p>
            )}
          </>
        )}
      </Card>
      <Card className="flex min-w-0 flex-col gap-3 p-5 sm:p-6">
        <MetricTitle title={t('event.meetings.busiestTitle')} help={t('event.meetings.busiestHelp')} />
        {data.busiestHours.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('event.meetings.noneAccepted')}</p>
        ) : (
          <>
            <h3 className="text-sm font-semibold text-fg">{t('event.meetings.hours')}</h3>
            <BarList
              label={t('event.meetings.hours')}
              testId="meetings-busiest-hours"
              rows={data.busiestHours.map((h) => ({ key: h.hour, name: hourLabel(h.hour, i18n.resolvedLanguage), count: h.count }))}
            />
            {data.busiestSpots.length === 0 ? null : (
              <>
                <h3 className="text-sm font-semibold text-fg">{t('event.meetings.spots')}</h3>
                <BarList label={t('event.meetings.spots')} testId="meetings-busiest-spots" rows={data.busiestSpots.map((s, i) => ({ key: `${i}-${s.name}`, name: s.name, count: s.count }))} />
              </>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
