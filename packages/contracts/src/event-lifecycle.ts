/* An event's life (decision 032), without zod: the join page's first paint uses it too (decision 014). */

/** What the organisers set: a draft only the team sees, then published; cancelled and archived are final. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a new person finds on the join page. */
export type SignUpState = 'open' | 'closed' | 'ended' | 'cancelled' | 'archived' | 'draft';

interface Lifecycle {
  status: EventStatus;
  registrationOpen: boolean;
  registrationClosesAt: string | null;
  endDate: string;
  timeZone: string;
}

/** Today's calendar day (YYYY-MM-DD) in a time zone; UTC for one this runtime does not know. */
export function dayIn(timeZone: string, now = new Date()): string {
  const format = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** Ended is derived, never stored: the event's last day is over in its own time zone. */
export const eventEnded = (e: { endDate: string; timeZone: string }, now = new Date()) => dayIn(e.timeZone, now) > e.endDate;

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
