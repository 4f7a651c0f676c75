import type { PublicEvent } from '@mingle/contracts';

/** An event's dates are calendar days ("2026-06-14"); read them as such, never shifted by a time zone. */
function calendarDay(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** "Sun, Jun 14 – Mon, Jun 15, 2026", or one day when the event starts and ends on it. */
export function formatEventDates(event: Pick<PublicEvent, 'startDate' | 'endDate'>, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  if (event.startDate === event.endDate) return format.format(calendarDay(event.startDate));
  return format.formatRange(calendarDay(event.startDate), calendarDay(event.endDate));
}

/** Today's calendar day in the event's own time zone ("2026-06-14"). */
export function dayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export type EventTiming = 'live' | 'upcoming' | 'past';

/** Whether the event is on today, still to come, or over, in its own time zone. */
export function eventTiming(event: Pick<PublicEvent, 'startDate' | 'endDate' | 'timeZone'>, now: Date): EventTiming {
  const today = dayIn(event.timeZone, now);
  if (today < event.startDate) return 'upcoming';
  if (today > event.endDate) return 'past';
  return 'live';
}
