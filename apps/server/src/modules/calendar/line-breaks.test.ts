import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, gatherings, profiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

/**
 * Text written before the contracts refused control characters (or by any other way into the
 * database) must still never split a calendar entry or a contact card: every line break form is
 * escaped. The values are written straight into the database, since the API refuses them now.
 */
let t: TestApp;
let api: ReturnType<typeof call>;
let slug: string;
let ana: Who;
let kofi: Who;
let gatheringPath: string;
let gatheringId: string;

const INJECTED = 'Party\rEND:VEVENT\rBEGIN:VEVENT\rUID:evil@x\rSUMMARY:Injected\rDTSTART:20990101T000000Z';
const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** The lines as a lenient reader takes them: folded lines joined again, then split at any break. */
const logicalLines = (body: string) =>
  body
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
    .slice(0, -1);
const count = (body: string, line: string) => logicalLines(body).filter((l) => l === line).length;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const fx = await eventWithAttendees(t, 'lbr', { ana: ['hiking'], kofi: ['jazz'] });
  ({ ana, kofi } = fx.attendees as Record<'ana' | 'kofi', Who>);
  slug = fx.event.slug;
  const group = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Walkers', icon: '🥾' })).json() as { id: string };
  const board = `/events/${slug}/attendee/groups/${group.id}`;
  await api('POST', `${board}/join`, ana);
  const g = await api('POST', `${board}/gatherings`, ana, { title: 'Walk', startDate: '2099-06-11', startHour: '10:00', location: 'Pier 4' });
  gatheringId = (g.json() as { id: string }).id;
  gatheringPath = `/api/v1${board}/gatherings/${gatheringId}`;
  await t.database.db
    .update(gatherings)
    .set({ location: INJECTED, title: 'Walk\r\nEND:VCALENDAR\nBEGIN:VEVENT\u2028X\u2029Y\u0085Z', description: 'Line one\rline two\u0007' })
    .where(eq(gatherings.id, gatheringId));
  await t.database.db.update(events).set({ name: 'Days\rEND:VEVENT\rBEGIN:VEVENT' }).where(eq(events.id, fx.event.id));
  await t.app.inject({ method: 'PUT', url: `${gatheringPath}/attendance`, headers: kofi.headers, payload: { status: 'going' } });
});
afterAll(() => t?.close());

describe('line breaks in calendar files', () => {
  it('keep one VEVENT per gathering, with the break kept inside the value', async () => {
    const res = await get(`${gatheringPath}/calendar.ics`, ana);
    expect(res.statusCode).toBe(200);
    expect(count(res.body, 'BEGIN:VEVENT')).toBe(1);
    expect(count(res.body, 'END:VEVENT')).toBe(1);
    // No break anywhere but the CRLF line ends, and no other control character.
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(res.body).not.toContain('\u0007');
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const [only, ...rest] = cal.getAllSubcomponents('vevent');
    expect(rest).toEqual([]);
    const e = new ICAL.Event(only!);
    expect(e.location).toBe(INJECTED.replace(/\r/g, '\n'));
    expect(e.summary).toBe('Walk\nEND:VCALENDAR\nBEGIN:VEVENT\nX\nY\nZ');
    expect(e.description).toMatch(/^Line one\nline two\n/);
  });

  it("keep one VEVENT for the event's days and one per gathering in the feed", async () => {
    const ics = await get(`/api/v1/events/${slug}/calendar.ics`, ana);
    expect(count(ics.body, 'BEGIN:VEVENT')).toBe(1);
    const feed = (await api('POST', '/me/calendar-feed', kofi)).json() as { url: string };
    const body = (await get(new URL(feed.url).pathname, kofi)).body;
    // Kofi attends the event and goes to the gathering: two entries, never the injected third.
    expect(count(body, 'BEGIN:VEVENT')).toBe(2);
    expect(count(body, 'END:VCALENDAR')).toBe(1);
    expect(logicalLines(body).filter((l) => /^UID:evil/.test(l))).toEqual([]);
  });
});

describe('line breaks in contact cards', () => {
  it('keep one VCARD per connection', async () => {
    await scanCode(t, slug, kofi, ana);
    await t.database.db.update(profiles).set({ firstName: 'Kofi\rEND:VCARD\rBEGIN:VCARD\rFN:Mallory' }).where(eq(profiles.userId, kofi.id));
    const res = await get(`/api/v1/events/${slug}/connections/contacts.vcf`, ana);
    expect(res.statusCode).toBe(200);
    expect(count(res.body, 'BEGIN:VCARD')).toBe(1);
    expect(count(res.body, 'END:VCARD')).toBe(1);
    expect(logicalLines(res.body).filter((l) => l.startsWith('FN:'))).toEqual(['FN:Kofi\\nEND:VCARD\\nBEGIN:VCARD\\nFN:Mallory Test']);
  });
});
