/**
 * Calendar days, moments and clock times: the one place the web app formats them.
 *
 * An event's dates (and a gathering's day, an insight's day) are plain calendar days, 'YYYY-MM-DD'.
 * They are read as midnight UTC and formatted in UTC, so a day is shown as written whatever the
 * reader's time zone; "today" is asked of the event's own zone.
 *
 * A moment (when a message was sent, when someone joined) is shown on the event's wall clock, in
 * the app's language, always 24-hour: "Today 21:43", "Yesterday 09:15", "Mon, Nov 12 21:43" (en-US;
 * "Mon 12 Nov 21:43" in en-GB), with the year when it is not this year. Gathering hours are
 * already wall-clock "HH:MM" and are shown as written: "18:30–19:30".
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventHours, eventPhase as phaseOnEventClock, zoneCity, type EventClock } from '@mingle/contracts/event-lifecycle';

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

/**
 * A calendar day with the year only when it is not this year's (on the zone's calendar, the
 * reader's when none is given): "Wed, Mar 10" this year, "Wed, Mar 10, 2027" another.
 */
export function formatDayInYear(date: string, style: Intl.DateTimeFormatOptions, { locale, timeZone, now = new Date() }: { locale?: string; timeZone?: string; now?: Date } = {}): string {
  const thisYear = timeZone ? todayIn(timeZone, now).slice(0, 4) : String(now.getFullYear());
  return formatCalendarDay(date, date.slice(0, 4) === thisYear ? style : { ...style, year: 'numeric' }, locale);
}

/** "Jun 14" ("Jun 14, 2025" in another year): a day on a chart's axis. */
export function shortDay(date: string, locale = 'en-US', now = new Date()): string {
  return formatDayInYear(date, { month: 'short', day: 'numeric' }, { locale, now });
}

/** "Sat, Jun 13 – Sun, Jun 14, 2026", or one day when start and end are the same. */
export function formatDayRange(start: string, end: string, locale = 'en-US'): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from || !to) return [start, end].filter(Boolean).join(' – ');
  const format = dateFormat(locale, { ...LONG_DAY, timeZone: 'UTC' });
  return start === end ? format.format(from) : format.formatRange(from, to);
}

/**
 * Builds the formatter the event pages' dates use ahead of their first render: the first Intl
 * formatter of a page loads its locale's data, tens of milliseconds on a phone (decision 014).
 */
export function warmUpDates(locale = 'en-US'): void {
  formatDayRange('2000-01-01', '2000-01-02', locale);
}

/** Today's calendar day in the given time zone ("2026-06-14"); UTC's for a zone the browser does not know. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat('en-CA', { timeZone: knownZone(timeZone), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// --- Moments on the event's wall clock ---------------------------------------------------------

/** Where and in which language a moment is shown; `now` decides what "today" is (tests pin it). */
export interface MomentOptions {
  /** The event's time zone (IANA name); UTC for one the browser does not know. */
  timeZone: string;
  /** The app's language; the browser's when left out. */
  locale?: string;
  now?: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl.DateTimeFormat per locale and style (they are costly to build and a board formats many). */
function dateFormat(locale: string | undefined, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale ?? '', style]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, style);
    formats.set(key, format);
  }
  return format;
}

const zones = new Map<string, string>();
/** The zone if the browser knows it, else UTC: a bad zone never breaks a screen. */
function knownZone(timeZone: string): string {
  let known = zones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = timeZone;
    } catch {
      known = 'UTC';
    }
    zones.set(timeZone, known);
  }
  return known;
}

const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** The calendar day a moment falls on in the zone ("2026-06-14"): for "today" and for grouping a chat by day. */
export function dayOfMoment(at: string | Date, timeZone: string): string {
  return todayIn(timeZone, toDate(at));
}

/** Days from the moment's day to today's, both on the zone's calendar (0 today, 1 yesterday). */
function daysAgo(at: Date, { timeZone, now = new Date() }: MomentOptions): number {
  return dayNumber(todayIn(timeZone, now)) - dayNumber(todayIn(timeZone, at));
}

const sameYear = (at: Date, { timeZone, now = new Date() }: MomentOptions) => todayIn(timeZone, at).slice(0, 4) === todayIn(timeZone, now).slice(0, 4);

/** "Today" or "Yesterday" in the locale (Intl's own words, with a capital). */
function relativeDay(daysBack: 0 | 1, locale: string | undefined): string {
  const word = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-daysBack, 'day');
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/** "21:43": the clock time of a moment in the zone, 24-hour. */
export function formatClock(at: string | Date, { timeZone, locale }: MomentOptions): string {
  return dateFormat(locale, { timeZone: knownZone(timeZone), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(at));
}

/** "Mon, Nov 12" (and the year when it is not this year's): the day of a moment in the zone. */
function weekdayDate(at: Date, options: MomentOptions): string {
  const style: Intl.DateTimeFormatOptions = { timeZone: knownZone(options.timeZone), weekday: 'short', day: 'numeric', month: 'short' };
  return dateFormat(options.locale, sameYear(at, options) ? style : { ...style, year: 'numeric' }).format(at);
}

/** "Today", "Yesterday", or "Mon, Nov 12": a day heading in a chat. */
export function formatDayLabel(at: string | Date, options: MomentOptions): string {
  const date = toDate(at);
  const back = daysAgo(date, options);
  return back === 0 || back === 1 ? relativeDay(back, options.locale) : weekdayDate(date, options);
}

/** "Today 21:43", "Yesterday 09:15", "Mon, Nov 12 21:43", "Fri, Dec 12, 2025 08:05": when something happened. */
export function formatMoment(at: string | Date, options: MomentOptions): string {
  return `${formatDayLabel(at, options)} ${formatClock(at, options)}`;
}

/** "21:43" today, "Yesterday", "Nov 12", "Dec 12, 2025": a moment in a list row, where room is short. */
export function formatMomentShort(at: string | Date, options: MomentOptions): string {
  const date = toDate(at);
  const back = daysAgo(date, options);
  if (back === 0) return formatClock(date, options);
  if (back === 1) return relativeDay(1, options.locale);
  const style: Intl.DateTimeFormatOptions = { timeZone: knownZone(options.timeZone), day: 'numeric', month: 'short' };
  return dateFormat(options.locale, sameYear(date, options) ? style : { ...style, year: 'numeric' }).format(date);
}

/** "Nov 12, 2026": the day of a moment in the zone, with its year (tables, exports). */
export function formatMomentDay(at: string | Date, { timeZone, locale }: MomentOptions): string {
  return dateFormat(locale, { timeZone: knownZone(timeZone), day: 'numeric', month: 'short', year: 'numeric' }).format(toDate(at));
}

/** "Thu, Nov 12, 2026 21:43": a moment in full, never relative (a title or tooltip beside a short form). */
export function formatMomentFull(at: string | Date, options: MomentOptions): string {
  const date = toDate(at);
  const day = dateFormat(options.locale, { timeZone: knownZone(options.timeZone), weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  return `${day} ${formatClock(date, options)}`;
}

const CLOCK_TYPED = /^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?\s*([ap])\.?\s*(?:m\.?)?$|^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?$/i;

/**
 * A time as typed, made "HH:MM" (24-hour): "1830", "18.30", "18h30", "9:30", "9" and "7:30 pm" all
 * read as they would to a person. Anything else is returned as typed, for validation to point out.
 */
export function normalizeClock(typed: string): string {
  const text = typed.trim();
  const match = CLOCK_TYPED.exec(text);
  if (!match) return typed;
  const meridiem = match[3]?.toLowerCase();
  let hour = Number(match[1] ?? match[4]);
  const minute = Number(match[2] ?? match[5] ?? '0');
  if (meridiem) {
    if (hour < 1 || hour > 12) return typed;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return typed;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "18:30–19:30", or "18:30" without an end: wall-clock hours ("HH:MM", 24-hour) as written. */
export function formatClockRange(start: string, end?: string | null): string {
  return end ? `${start}–${end}` : start;
}

/** The formatters above, bound to an event's time zone and the app's language, for screens. */
export function useMomentFormat(timeZone: string) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const options = () => ({ timeZone, locale, now: new Date() });
    return {
      moment: (at: string | Date) => formatMoment(at, options()),
      short: (at: string | Date) => formatMomentShort(at, options()),
      full: (at: string | Date) => formatMomentFull(at, options()),
      day: (at: string | Date) => formatMomentDay(at, options()),
      dayLabel: (at: string | Date) => formatDayLabel(at, options()),
      clock: (at: string | Date) => formatClock(at, options()),
      dayOf: (at: string | Date) => dayOfMoment(at, timeZone),
    };
  }, [timeZone, locale]);
}
export type MomentFormat = ReturnType<typeof useMomentFormat>;

/** Whether an event is still to come, under way, or over, on its own wall clock (its hours when it has them; decision 036). */
export function eventPhase(event: EventClock, now = new Date()): EventPhase {
  return phaseOnEventClock(event, now);
}

// --- The event's clock, named ------------------------------------------------------------------

/** "UTC+01:00", "UTC-07:00", "UTC": a zone's offset at a moment. */
export function zoneOffset(timeZone: string, now = new Date()): string {
  const part = dateFormat('en-US', { timeZone: knownZone(timeZone), timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  return !part || part === 'GMT' || part === 'GMT+00:00' ? 'UTC' : part.replace('GMT', 'UTC');
}

/** The reader's own zone (the browser's), or UTC. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether a reader in `readerZone` sees another clock than the event's now (same offset counts as the same clock). */
export function clockDiffers(timeZone: string, readerZone = readerTimeZone(), now = new Date()): boolean {
  return zoneOffset(timeZone, now) !== zoneOffset(readerZone, now);
}

/** A translation in the common namespace ("eventClock.zone"). */
type Translate = (key: string, vars?: Record<string, string>) => string;

/** "Lisbon time". */
export const zoneLabel = (t: Translate, timeZone: string) => t('eventClock.zone', { city: zoneCity(timeZone) });

/** "09:00–18:00 (Lisbon time)", or across days "From 18:00 on the first day to 09:00 on the last (Lisbon time)"; null when all day. */
export function eventHoursText(t: Translate, event: EventClock): string | null {
  const hours = eventHours(event);
  if (!hours) return null;
  return t(hours.oneDay ? 'eventClock.hours' : 'eventClock.hoursAcrossDays', { start: hours.start, end: hours.end, zone: zoneLabel(t, event.timeZone) });
}

/** "18:30 (Lisbon time)" when the reader's clock is another, else "18:30": a wall-clock time of the event. */
export function clockInZone(t: Translate, clock: string, timeZone: string, readerZone = readerTimeZone(), now = new Date()): string {
  return clockDiffers(timeZone, readerZone, now) ? t('eventClock.clockInZone', { clock, zone: zoneLabel(t, timeZone) }) : clock;
}

/** The event clock's words bound to the app's texts. */
export function useEventClock() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const tr = t as unknown as Translate;
    return {
      hours: (event: EventClock) => eventHoursText(tr, event),
      zone: (timeZone: string) => zoneLabel(tr, timeZone),
      clock: (clock: string, timeZone: string) => clockInZone(tr, clock, timeZone),
    };
  }, [t]);
}

/** A moment as the zone's wall clock shows it: `{ date: "2026-06-14", time: "09:05" }` (for date and time inputs). */
export function wallClockOf(at: string | Date, timeZone: string): { date: string; time: string } {
  const date = toDate(at);
  return { date: todayIn(timeZone, date), time: formatClock(date, { timeZone, locale: 'en-GB' }) };
}

/**
 * The moment a date and a time on the zone's wall clock stand for, as an ISO instant; none when
 * either is missing or malformed. A time skipped by a clock change reads as the same time in the
 * offset before it; a repeated one as its first occurrence.
 */
export function instantOnClock(date: string, time: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return undefined;
  // The zone's offset at a moment: its wall clock there, read as UTC, less the moment.
  const offsetAt = (ms: number) => {
    const wall = wallClockOf(new Date(ms), timeZone);
    return Date.parse(`${wall.date}T${wall.time}:00Z`) - Math.floor(ms / 60_000) * 60_000;
  };
  // Two rounds settle the offset on either side of a clock change.
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  const earlier = asUtc - offsetAt(guess - 3_600_000);
  return new Date(wallClockOf(new Date(earlier), timeZone).time === time && earlier < guess ? earlier : guess).toISOString();
}
