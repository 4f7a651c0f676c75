import type { Gathering } from '@mingle/contracts';
import { formatClockRange, formatDayInYear } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/**
 * A gathering's day and hours, as the event's wall clock: the server stores them in the event's
 * time zone already, so they are shown as they are, never converted to the browser's zone. The
 * year shows when it is not this one.
 */
export function gatheringWhen(g: Pick<Gathering, 'startDate' | 'startHour' | 'endHour'>, locale = currentLanguage(), now = new Date()): string {
  const day = formatDayInYear(g.startDate, { weekday: 'short', month: 'short', day: 'numeric' }, { locale, now });
  return `${day} · ${formatClockRange(g.startHour, g.endHour)}`;
}
