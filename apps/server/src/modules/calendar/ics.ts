/**
 * Writing iCalendar (RFC 5545) and vCard (RFC 6350, version 3.0) text by hand (decision 021): a
 * few properties, escaping, 75-octet folding and a VTIMEZONE built from the runtime's time-zone
 * data, so gatherings stay on the event's wall clock in every calendar app.
 */

/**
 * Text values (RFC 5545 3.3.11, RFC 6350 3.4): every line break form (CRLF, a bare CR or LF, NEL,
 * U+2028, U+2029) becomes the escaped \\n, other control characters but tab are dropped (TEXT
 * has none), then backslash, semicolon and comma are escaped. A raw break would end the property
 * and start whatever line the value carries, such as a second VEVENT.
 */
export const escapeText = (value: string) =>
  value
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The whole text: CRLF line ends, folded. */
export const render = (lines: string[]) => lines.map(fold).join('\r\n') + '\r\n';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** 20990611T100000Z */
export const utcStamp = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
/** '2099-06-11' + '10:00' -> 20990611T100000 (a wall-clock time, read in a TZID). */
export const localStamp = (date: string, hour: string) => `${date.replace(/-/g, '')}T${hour.replace(':', '').slice(0, 4)}00`;
/** '2099-06-11' -> 20990611 */
export const dateStamp = (date: string) => date.replace(/-/g, '');
/** The day after a 'YYYY-MM-DD' (an all-day DTEND is exclusive). */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Minutes east of UTC of a zone at an instant. */
const formats = new Map<string, Intl.DateTimeFormat>();
function offsetAt(timeZone: string, ms: number): number {
  let format = formats.get(timeZone);
  if (!format) formats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

interface Transition {
  at: number;
  from: number;
  to: number;
}
const transitionCache = new Map<string, Transition[]>();

/** The zone's offset changes in a year, found day by day then to the minute. */
function transitionsIn(timeZone: string, year: number): Transition[] {
  const key = `${timeZone}:${year}`;
  const cached = transitionCache.get(key);
  if (cached) return cached;
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let before = offsetAt(timeZone, t);
  for (; t < end; t += 86_400_000) {
    const after = offsetAt(timeZone, t + 86_400_000);
    if (after === before) continue;
    let lo = t;
    let hi = t + 86_400_000;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetAt(timeZone, mid) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: before, to: after });
    before = after;
  }
  transitionCache.set(key, found);
  return found;
}

/**
 * A VTIMEZONE for the zone covering the years of the given dates (the year before to the year
 * after): one component for the start of that span, then one per offset change, each with its
 * explicit local DTSTART (no recurrence rules to get wrong).
 */
export function vtimezone(timeZone: string, dates: string[]): string[] {
  const years = dates.map((d) => Number(d.slice(0, 4)));
  const first = Math.min(...years) - 1;
  const last = Math.max(...years) + 1;
  const startMs = Date.UTC(first, 0, 1);
  const changes: Transition[] = [];
  for (let y = first; y <= last; y++) changes.push(...transitionsIn(timeZone, y));
  const initial = offsetAt(timeZone, startMs);
  const standard = Math.min(initial, ...changes.map((c) => c.to));
  const local = (ms: number, offset: number) => utcStamp(new Date(ms + offset * 60_000)).slice(0, -1);
  const part = (at: number, from: number, to: number) => {
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD';
    return [`BEGIN:${kind}`, `DTSTART:${local(at, from)}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`];
  };
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...part(startMs, initial, initial), ...changes.flatMap((c) => part(c.at, c.from, c.to)), 'END:VTIMEZONE'];
}

export interface CalendarEntry {
  uid: string;
  /** Grows with every change (from the row's updated_at), so calendar apps replace their copy. */
  sequence: number;
  summary: string;
  location: string | null;
  description: string | null;
  url: string;
  /** On the event's wall clock (ending on `endDate` when it is another day), or whole days. */
  when: { kind: 'timed'; date: string; startHour: string; endHour: string | null; endDate?: string } | { kind: 'days'; startDate: string; endDate: string };
  /** Called off: calendar apps strike it through or drop it (STATUS:CANCELLED). */
  cancelled?: boolean;
}

/** One VCALENDAR with the entries, all in the event time zone(s) named. */
export function calendar(entries: (CalendarEntry & { timeZone: string })[], name?: string, now = new Date()): string {
  const zones = new Map<string, string[]>();
  for (const e of entries) if (e.when.kind === 'timed') zones.set(e.timeZone, [...(zones.get(e.timeZone) ?? []), e.when.date, ...(e.when.endDate ? [e.when.endDate] : [])]);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Mingle//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  for (const [zone, dates] of zones) lines.push(...vtimezone(zone, dates));
  for (const e of entries) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(now)}`, `SEQUENCE:${e.sequence}`);
    if (e.when.kind === 'timed') {
      const { date, startHour, endHour, endDate = date } = e.when;
      lines.push(`DTSTART;TZID=${e.timeZone}:${localStamp(date, startHour)}`);
      // Without an end hour (or one no later than the start), an hour long.
      if (endHour && `${endDate}T${endHour}` > `${date}T${startHour}`) lines.push(`DTEND;TZID=${e.timeZone}:${localStamp(endDate, endHour)}`);
      else lines.push('DURATION:PT1H');
    } else {
      lines.push(`DTSTART;VALUE=DATE:${dateStamp(e.when.startDate)}`, `DTEND;VALUE=DATE:${dateStamp(nextDay(e.when.endDate))}`);
    }
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.cancelled) lines.push('STATUS:CANCELLED');
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push(`URL:${e.url}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return render(lines);
}
