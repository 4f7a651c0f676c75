import type { EventInsights } from '@mingle/contracts';
import { dayNumber, dayOfNumber } from '@/lib/dates';

type DayCount = EventInsights['joinsOverTime'][number];

/** A rate from the server (0.4) as a whole percentage (40); null stays null (no expected number). */
export function percentFromRate(rate: number | null): number | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return Math.round(rate * 100);
}

/** "40%" in the reader's locale; null when there is no rate to show. */
export function formatRate(rate: number | null, locale?: string): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(rate);
}

/** Width of a bar for a rate, 0..100 (a rate above 1, more joined than expected, fills the bar). */
export function barPercent(rate: number | null): number {
  const percent = percentFromRate(rate);
  return percent === null ? 0 : Math.min(100, Math.max(0, percent));
}

export interface JoinDay {
  date: string;
  joins: number;
  total: number;
}

/**
 * Joins per day from the first join to the last, with the quiet days in between as zeros and the
 * running total, so the chart's axis is true to time.
 */
export function joinsTimeline(days: readonly DayCount[]): JoinDay[] {
  const counts = new Map<number, number>();
  for (const { date, count } of days) {
    const day = dayNumber(date);
    if (Number.isFinite(day)) counts.set(day, (counts.get(day) ?? 0) + count);
  }
  if (counts.size === 0) return [];
  const keys = [...counts.keys()];
  const first = Math.min(...keys);
  const last = Math.max(...keys);
  const result: JoinDay[] = [];
  let total = 0;
  for (let day = first; day <= last; day += 1) {
    const joins = counts.get(day) ?? 0;
    total += joins;
    result.push({ date: dayOfNumber(day), joins, total });
  }
  return result;
}

/** Share of a part in a whole as a whole percentage (0 when the whole is empty). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * A chart needs two days to draw a line: a timeline of one day starts from the day before,
 * when nobody had joined yet.
 */
export function chartTimeline(timeline: readonly JoinDay[]): JoinDay[] {
  const [only] = timeline;
  if (timeline.length !== 1 || !only) return [...timeline];
  return [{ date: dayOfNumber(dayNumber(only.date) - 1), joins: 0, total: 0 }, only];
}
