import type { Gathering } from '@mingle/contracts';
import { formatCalendarDay } from '@/lib/dates';

/**
 * A gathering's day and hours, as the event's wall clock: the server stores them in the event's
 * time zone already, so they are shown as they are, never converted to the browser's zone.
 */
export function gatheringWhen(g: Pick<Gathering, 'startDate' | 'startHour' | 'endHour'>): string {
  const day = formatCalendarDay(g.startDate, { weekday: 'short', month: 'short', day: 'numeric' }, 'en-US');
  return `${day} · ${g.endHour ? `${g.startHour}–${g.endHour}` : g.startHour}`;
}
