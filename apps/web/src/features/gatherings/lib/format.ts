import type { Gathering } from '@mingle/contracts';
import { useEventTimeZone } from '@/features/events';
import { clockDiffers, formatClockRange, formatDayInYear, useEventClock } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

/**
 * A gathering's day and hours, as the event's wall clock: the server stores them in the event's
 * time zone already, so they are shown as they are, never converted to the browser's zone. The
 * year shows when it is not this one; the zone is named ("(Lisbon time)") when given.
 */
export function gatheringWhen(g: Pick<Gathering, 'startDate' | 'startHour' | 'endHour'>, locale = currentLanguage(), now = new Date(), zone?: string): string {
  const day = formatDayInYear(g.startDate, { weekday: 'short', month: 'short', day: 'numeric' }, { locale, now });
  return `${day} · ${formatClockRange(g.startHour, g.endHour)}${zone ? ` (${zone})` : ''}`;
}

/** "Lisbon time" when the reader's own clock differs from the event's (decision 036), else undefined. */
export function useZoneNamed(slug: string): string | undefined {
  const timeZone = useEventTimeZone(slug);
  const clock = useEventClock();
  return timeZone && clockDiffers(timeZone) ? clock.zone(timeZone) : undefined;
}
