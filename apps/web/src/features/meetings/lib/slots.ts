import { MEETINGS, V, type MeetingSettings, type MeetingSettingsInput } from '@mingle/contracts';
import { dayOfMoment, instantOnClock, wallClockOf } from '@/lib/dates';

export interface DayOf<T> {
  /** The calendar day on the event's clock ("2026-06-14"). */
  day: string;
  items: T[];
}

/** Things with a start, grouped by their day on the event's clock, days and items in time order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[], timeZone: string): DayOf<T>[] {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = dayOfMoment(item.startsAt, timeZone);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return [...days].map(([day, list]) => ({ day, items: list }));
}

/** Whether "We met" can be said now: from a little before the meeting to a while after it. */
export function heldWindowOpen(meeting: { startsAt: string; endsAt: string }, now = Date.now()): boolean {
  return now >= Date.parse(meeting.startsAt) - MEETINGS.heldEarlyMinutes * 60_000 && now <= Date.parse(meeting.endsAt) + MEETINGS.heldLateMinutes * 60_000;
}

// --- The organisers' form ----------------------------------------------------------------------

/** A window as the form holds it: a day and two clock times on the event's clock. */
export interface WindowRow {
  key: string;
  date: string;
  start: string;
  end: string;
}

export interface SpotRow {
  key: string;
  id?: string;
  name: string;
}

export interface SettingsForm {
  enabled: boolean;
  slotMinutes: number;
  windows: WindowRow[];
  spots: SpotRow[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

let rowCount = 0;
/** A key for a new row (React keeps each row's fields and focus by it). */
export const rowKey = () => `row-${++rowCount}`;

/** The saved settings as the form shows them, each window on the event's clock. */
export function formOfSettings(settings: MeetingSettings): SettingsForm {
  return {
    enabled: settings.enabled,
    slotMinutes: settings.slotMinutes,
    windows: settings.windows.map((w) => {
      const start = wallClockOf(w.startsAt, settings.timeZone);
      const end = wallClockOf(w.endsAt, settings.timeZone);
      // A window that ends at midnight reads as ending at 24:00 of its day.
      return { key: rowKey(), date: start.date, start: start.time, end: end.date !== start.date && end.time === '00:00' ? '24:00' : end.time };
    }),
    spots: settings.spots.map((s) => ({ key: rowKey(), id: s.id, name: s.name })),
  };
}

/** Field name (as the server names it: "windows.0.endsAt", "spots.1.name") to validation key. */
export type FormIssues = Record<string, string>;

/** The form as the request, or the fields that cannot be read (a day or time missing or malformed). */
export function settingsInputOf(form: SettingsForm, timeZone: string): { input: MeetingSettingsInput; issues: null } | { input: null; issues: FormIssues } {
  const issues: FormIssues = {};
  const windows = form.windows.map((w, i) => {
    // Each field is judged on its own: a missing day does not make the times wrong.
    const day = DAY.test(w.date) ? w.date : '2000-01-01';
    const startsAt = instantOnClock(day, w.start, timeZone);
    const endsAt = w.end === '24:00' ? nextMidnight(day, timeZone) : instantOnClock(day, w.end, timeZone);
    if (!DAY.test(w.date)) issues[`windows.${i}.date`] = w.date ? V.invalidValue : V.required;
    if (!startsAt) issues[`windows.${i}.startsAt`] = w.start ? V.invalidValue : V.required;
    if (!endsAt) issues[`windows.${i}.endsAt`] = w.end ? V.invalidValue : V.required;
    else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) issues[`windows.${i}.endsAt`] = V.endBeforeStart;
    return { startsAt: startsAt ?? '', endsAt: endsAt ?? '' };
  });
  const spots = form.spots.map((s, i) => {
    const name = s.name.trim();
    if (!name) issues[`spots.${i}.name`] = V.required;
    else if (name.length > MEETINGS.spotNameMax) issues[`spots.${i}.name`] = V.tooLong;
    return s.id ? { id: s.id, name } : { name };
  });
  if (Object.keys(issues).length > 0) return { input: null, issues };
  return { input: { enabled: form.enabled, slotMinutes: form.slotMinutes, windows, spots }, issues: null };
}

function nextMidnight(date: string, timeZone: string): string | undefined {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return instantOnClock(next, '00:00', timeZone);
}

/** A new window: the event's first day and hours, or the last window's day with its hours. */
export function newWindow(form: SettingsForm, event: { startDate: string; startTime: string | null; endTime: string | null }): WindowRow {
  const last = form.windows.at(-1);
  if (last) return { key: rowKey(), date: last.date, start: last.start, end: last.end };
  const start = event.startTime ?? '10:00';
  const end = event.endTime && event.endTime > start ? event.endTime : '12:00' > start ? '12:00' : '24:00';
  return { key: rowKey(), date: event.startDate.slice(0, 10), start, end };
}
