/**
 * Calendar days and event timing, the one place the web app reads them.
 *
 * An event's dates (and a gathering's day, an insight's day) are plain calendar days, 'YYYY-MM-DD'.
 * They are read as midnight UTC and formatted in UTC, so a day is shown as written whatever the
 * reader's time zone; "today" is asked of the event's own zone.
 */

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

export type EventPhase = 'upcoming' | 'live' | 'past';

/** A calendar day ("2026-06-14", or an ISO time on that day) as midnight UTC; undefined if it is none. */
export function calendarDay(date: string): Date | undefined {
  const match = CALENDAR_DAY.exec(date);
  if (!match) return undefined;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/** Days since 1970-01-01 of a calendar day (NaN if it is none): for counting and stepping days. */
export function dayNumber(date: string): number {
  const day = calendarDay(date);
  return day ? day.getTime() / DAY_MS : Number.NaN;
}

/** The calendar day of a day number (the inverse of dayNumber). */
export function dayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar day in the given style, as that day wherever the reader is; anything else as it is. */
export function formatCalendarDay(date: string, style: Intl.DateTimeFormatOptions, locale?: string): string {
  const day = calendarDay(date);
  return day ? new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(day) : date;
}

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/** "Sat, Jun 13, 2026" */
export function formatDay(date: string, locale = 'en-US'): string {
  return formatCalendarDay(date, LONG_DAY, locale);
}

/** "Jun 14": a day on a chart's axis. */
export function shortDay(date: string, locale = 'en-US'): string {
  return formatCalendarDay(date, { month: 'short', day: 'numeric' }, locale);
}

/** "Sat, Jun 13 – Sun, Jun 14, 2026", or one day when start and end are the same. */
export function formatDayRange(start: string, end: string, locale = 'en-US'): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from || !to) return [start, end].filter(Boolean).join(' – ');
  const format = new Intl.DateTimeFormat(locale, { ...LONG_DAY, timeZone: 'UTC' });
  return start === end ? format.format(from) : format.formatRange(from, to);
}

/** Today's calendar day in the given time zone ("2026-06-14"); UTC's for a zone the browser does not know. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Whether an event is still to come, on today, or over, by the calendar of its own time zone. */
export function eventPhase(event: { startDate: string; endDate: string; timeZone: string }, now = new Date()): EventPhase {
  const today = todayIn(event.timeZone, now);
  if (today < event.startDate) return 'upcoming';
  if (today > event.endDate) return 'past';
  return 'live';
}
