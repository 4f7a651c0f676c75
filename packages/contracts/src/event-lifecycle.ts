/* An event's life (decision 032), without zod: the join page's first paint uses it too (decision 014). */

/** What the organisers set: a draft only the team sees, then published; cancelled and archived are final. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a new person finds on the join page. */
export type SignUpState = 'open' | 'closed' | 'ended' | 'cancelled' | 'archived' | 'draft';

/** An event's days and hours on its own wall clock (hours null: all day, decision 036). */
export interface EventClock {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  timeZone: string;
}

interface Lifecycle extends EventClock {
  status: EventStatus;
  registrationOpen: boolean;
  registrationClosesAt: string | null;
}

function partsIn(timeZone: string, now: Date): Record<string, string> {
  const format = (tz: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('UTC');
  }
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** Today's calendar day (YYYY-MM-DD) in a time zone; UTC for one this runtime does not know. */
export function dayIn(timeZone: string, now = new Date()): string {
  const p = partsIn(timeZone, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall clock now in a time zone, "YYYY-MM-DDTHH:MM": compared as text with an event's start and end. */
export function wallClockIn(timeZone: string, now = new Date()): string {
  const p = partsIn(timeZone, now);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** When the event starts and ends on its wall clock; without hours, the first day's 00:00 and the end of the last day ("T24:00" sorts before the next day). */
export function eventBounds(e: EventClock): { start: string; end: string } {
  const timed = Boolean(e.startTime && e.endTime);
  return { start: `${e.startDate}T${timed ? e.startTime : '00:00'}`, end: `${e.endDate}T${timed ? e.endTime : '24:00'}` };
}

export type EventPhase = 'upcoming' | 'live' | 'past';

/** Still to come, happening now, or over, on the event's own wall clock (its hours when it has them). */
export function eventPhase(e: EventClock, now = new Date()): EventPhase {
  const clock = wallClockIn(e.timeZone, now);
  const { start, end } = eventBounds(e);
  if (clock < start) return 'upcoming';
  return clock < end ? 'live' : 'past';
}

/** Ended is derived, never stored: the event's end (its end time, else its last day) has passed in its own time zone. */
export const eventEnded = (e: EventClock, now = new Date()) => eventPhase(e, now) === 'past';

/** Whether new people may join now, and if not, why (the first reason wins). */
export function signUpState(e: Lifecycle, now = new Date()): SignUpState {
  if (e.status !== 'published') return e.status;
  if (eventEnded(e, now)) return 'ended';
  if (!e.registrationOpen) return 'closed';
  if (e.registrationClosesAt && Date.parse(e.registrationClosesAt) <= now.getTime()) return 'closed';
  return 'open';
}

/**
 * The transitions an organiser may make, by target: from which statuses (repeating the one that
 * already happened answers as success). Ended is not a status: archive accepts a published event
 * only once it has ended.
 */
export const TRANSITIONS = {
  publish: ['draft'],
  cancel: ['draft', 'published'],
  archive: ['published', 'cancelled'],
} as const satisfies Record<string, readonly EventStatus[]>;

/** The place a zone is named after, to say "Lisbon time": "Europe/Lisbon" -> "Lisbon", "America/Argentina/Buenos_Aires" -> "Buenos Aires", "UTC" as it is. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** An event's hours as shown ("09:00", "18:00") and whether they fall on one day; null for an all-day event. */
export function eventHours(e: EventClock): { start: string; end: string; oneDay: boolean } | null {
  return e.startTime && e.endTime ? { start: e.startTime, end: e.endTime, oneDay: e.startDate === e.endDate } : null;
}
