/** Event dates are plain 'YYYY-MM-DD' days; they are shown as written, whatever the viewer's zone. */
function dayAsUtc(isoDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const formatter = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Sat, Jun 13, 2026" */
export function formatDay(isoDate: string, locale = 'en-US'): string {
  const date = dayAsUtc(isoDate);
  return date ? formatter(locale).format(date) : isoDate;
}

/** "Sat, Jun 13 – Sun, Jun 14, 2026", or one day when start and end are the same. */
export function formatDayRange(start: string, end: string, locale = 'en-US'): string {
  const from = dayAsUtc(start);
  const to = dayAsUtc(end);
  if (!from || !to) return [start, end].filter(Boolean).join(' – ');
  if (start === end) return formatter(locale).format(from);
  return formatter(locale).formatRange(from, to);
}

/** Today in the given zone as 'YYYY-MM-DD' (a sensible first start date). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Whether the event is over, about to happen or on, compared with today in its zone. */
export function eventPhase(start: string, end: string, today: string): 'upcoming' | 'live' | 'past' {
  if (end < today) return 'past';
  if (start > today) return 'upcoming';
  return 'live';
}
