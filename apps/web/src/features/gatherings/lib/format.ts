import type { Gathering } from '@mingle/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A gathering's day and hours, as the event's wall clock: the server stores them in the event's
 * time zone already, so they are shown as they are, never converted to the browser's zone.
 */
export function gatheringWhen(g: Pick<Gathering, 'startDate' | 'startHour' | 'endHour'>): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(g.startDate);
  const day = match ? dateFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : g.startDate;
  return `${day} · ${g.endHour ? `${g.startHour}–${g.endHour}` : g.startHour}`;
}
