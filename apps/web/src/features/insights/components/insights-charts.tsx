import type { EventInsights } from '@mingle/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, Bar, BarChart, CartesianGrid, Cell, ComposedChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDay } from '@/lib/dates';
import { chartTimeline, joinsTimeline, shareOf } from '../lib/format';

/** Chart colours come from the design tokens (styles.css). */
const COLOURS = {
  primary: 'var(--color-primary-500)',
  primarySoft: 'var(--color-primary-200)',
  primaryStrong: 'var(--color-primary-700)',
  accent: 'var(--color-accent-500)',
  grid: 'var(--color-neutral-200)',
  axis: 'var(--color-neutral-500)',
} as const;

const AXIS_TICK = { fill: COLOURS.axis, fontSize: 13 };

function ChartTooltipBox({ title, rows }: { title: ReactNode; rows: { label: string; value: ReactNode }[] }) {
  return (
    <div className="rounded-md bg-neutral-900 px-2.5 py-1.5 text-sm text-white shadow-overlay">
      <p className="font-semibold">{title}</p>
      {rows.map((row) => (
        <p key={row.label}>
          {row.label}: <span className="font-semibold">{row.value}</span>
        </p>
      ))}
    </div>
  );
}

/** Joins per day as bars, with the running total as an area behind them. */
export function JoinsChart({ days }: { days: EventInsights['joinsOverTime'] }) {
  const { t, i18n } = useTranslation('insights');
  const locale = i18n.resolvedLanguage;
  const timeline = joinsTimeline(days);
  const data = chartTimeline(timeline);
  const first = timeline[0];
  const last = timeline.at(-1);
  const label =
    first && last
      ? t('event.joins.chartLabel', {
          total: last.total,
          from: shortDay(first.date, locale),
          to: shortDay(last.date, locale),
        })
      : '';
  return (
    <figure className="m-0" data-testid="joins-chart">
      <figcaption className="sr-only">{label}</figcaption>
      <div aria-hidden="true" className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <defs>
              <linearGradient id="joins-total-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLOURS.primary} stopOpacity={0.28} />
                <stop offset="100%" stopColor={COLOURS.primary} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke={COLOURS.grid} vertical={false} />
            <XAxis dataKey="date" tickFormatter={(value: string) => shortDay(value, locale)} tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: COLOURS.grid }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: 'var(--color-neutral-100)' }}
              content={({ active, payload }) => {
                const day = active ? (payload?.[0]?.payload as { date: string; joins: number; total: number } | undefined) : undefined;
                return day ? (
                  <ChartTooltipBox
                    title={shortDay(day.date, locale)}
                    rows={[
                      { label: t('event.joins.perDay'), value: day.joins },
                      { label: t('event.joins.total'), value: day.total },
                    ]}
                  />
                ) : null;
              }}
            />
            <Area type="monotone" dataKey="total" stroke={COLOURS.primaryStrong} strokeWidth={2} fill="url(#joins-total-fill)" isAnimationActive={false} />
            <Bar dataKey="joins" fill={COLOURS.primary} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary-500" />
          {t('event.joins.perDay')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="h-0.5 w-4 rounded-full bg-primary-700" />
          {t('event.joins.total')}
        </span>
      </div>
    </figure>
  );
}

/** Groups created automatically against manually, as a donut with the numbers beside it. */
export function GroupsChart({ automatic, manual }: { automatic: number; manual: number }) {
  const { t } = useTranslation('insights');
  const total = automatic + manual;
  const slices = [
    {
      key: 'automatic',
      label: t('event.groups.automatic'),
      value: automatic,
      colour: COLOURS.primary,
      swatch: 'bg-primary-500',
    },
    {
      key: 'manual',
      label: t('event.groups.manual'),
      value: manual,
      colour: COLOURS.accent,
      swatch: 'bg-accent-500',
    },
  ];
  return (
    <figure className="m-0 flex flex-col items-center gap-5 sm:flex-row lg:flex-col" data-testid="groups-chart">
      <figcaption className="sr-only">{t('event.groups.chartLabel', { automatic, manual })}</figcaption>
      <div aria-hidden="true" className="relative size-40 shrink-0">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false}>
            <Pie
              data={slices.filter((slice) => slice.value > 0)}
              dataKey="value"
              nameKey="label"
              innerRadius="62%"
              outerRadius="100%"
              paddingAngle={automatic > 0 && manual > 0 ? 3 : 0}
              stroke="none"
              isAnimationActive={false}
              rootTabIndex={-1}
            >
              {slices
                .filter((slice) => slice.value > 0)
                .map((slice) => (
                  <Cell key={slice.key} fill={slice.colour} />
                ))}
            </Pie>
          </PieChart>
        </ResponsiveContainer>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-bold text-fg">{total}</span>
        </div>
      </div>
      <ul className="flex w-full min-w-0 flex-col gap-3" aria-hidden="true">
        {slices.map((slice) => (
          <li key={slice.key} className="flex items-center gap-3">
            <span className={`size-3 shrink-0 rounded-full ${slice.swatch}`} />
            <span className="min-w-0 flex-1 text-sm text-fg">{slice.label}</span>
            <span className="text-base font-bold text-fg tabular-nums">{slice.value}</span>
            <span className="w-11 text-right text-sm text-fg-muted tabular-nums">{shareOf(slice.value, total)}%</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const BAR_HEIGHT = 34;

/** The most picked interests, as horizontal bars with the number of attendees. */
export function InterestsChart({ interests }: { interests: EventInsights['topInterests'] }) {
  const { t } = useTranslation('insights');
  const data = interests.slice(0, 10).map(({ interest, attendees }) => ({
    id: interest.id,
    label: `${interest.emoji} ${interest.name}`,
    attendees,
  }));
  return (
    <figure className="m-0" data-testid="interests-chart">
      <figcaption className="sr-only">{t('event.interests.chartLabel')}</figcaption>
      <div aria-hidden="true" style={{ height: data.length * BAR_HEIGHT + 16 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 0, right: 36, bottom: 0, left: 0 }} barCategoryGap={6} accessibilityLayer={false}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} tick={{ fill: 'var(--color-neutral-800)', fontSize: 14 }} tickLine={false} axisLine={false} />
            <Tooltip
              cursor={{ fill: 'var(--color-neutral-100)' }}
              content={({ active, payload }) => {
                const row = active ? (payload?.[0]?.payload as { label: string; attendees: number } | undefined) : undefined;
                return row ? (
                  <ChartTooltipBox
                    title={row.label}
                    rows={[
                      {
                        label: t('event.interests.title'),
                        value: t('event.interests.attendees', {
                          count: row.attendees,
                        }),
                      },
                    ]}
                  />
                ) : null;
              }}
            />
            <Bar
              dataKey="attendees"
              fill={COLOURS.accent}
              radius={[0, 6, 6, 0]}
              isAnimationActive={false}
              label={{
                position: 'right',
                fill: 'var(--color-neutral-800)',
                fontSize: 14,
                fontWeight: 600,
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The chart is drawn for the eye; this list carries the same numbers for screen readers. */}
      <ol className="sr-only">
        {data.map((row) => (
          <li key={row.id}>
            {row.label}: {t('event.interests.attendees', { count: row.attendees })}
          </li>
        ))}
      </ol>
    </figure>
  );
}
