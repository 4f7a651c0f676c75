import { formatClock, todayIn } from '@/lib/dates';

/** The wall clock of a time zone now, to the minute: "2026-06-14T09:05" (UTC's for a zone the browser does not know). */
export function wallClockIn(timeZone: string, now = new Date()): string {
  return `${todayIn(timeZone, now)}T${formatClock(now, { timeZone, locale: 'en-GB' })}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether a gathering's start (a day and an hour on the event's wall clock) has already passed
 * there, as the server decides it (to the minute: the current minute is not past). False while
 * the day or hour is not filled in.
 */
export function startsInPast(start: { startDate: string; startHour: string }, timeZone: string, now = new Date()): boolean {
  if (!DAY.test(start.startDate) || !HOUR.test(start.startHour)) return false;
  return `${start.startDate}T${start.startHour}` < wallClockIn(timeZone, now);
}
