import ICAL from 'ical.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInUser } from '../../test/users.js';
import { gatherings } from '../../db/schema/index.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';

/** Calendar files, the private feed and contact cards (decision 021), read back with a real iCalendar parser. */
let t: TestApp;
let api: ReturnType<typeof call>;

const visitor = { headers: {} };
const get = (url: string, who: { headers: Record<string, string> } = visitor) => t.app.inject({ method: 'GET', url, headers: who.headers });

/** The VEVENTs of a calendar text, with their time zones registered as the file defines them. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return cal.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) }));
}
const must = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown> & { id: string };
};

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t?.close());

let scenes = 0;
/** Each test's own event, Harbour Days in New York, where ana proposed a walk on the Walkers board. */
async function scene() {
  const prefix = `cal${++scenes}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['hiking'], kofi: ['jazz'], mei: ['jazz'], lee: ['jazz'] }, { timeZone: 'America/New_York', name: 'Harbour Days' });
  const { ana, kofi, mei, lee } = fx.attendees as Record<'ana' | 'kofi' | 'mei' | 'lee', Who>;
  const org = fx.org;
  const slug = fx.event.slug;
  const group = await must(api('POST', `/events/${slug}/groups`, org, { name: 'Walkers', icon: '🥾' }), 201);
  const board = `/events/${slug}/attendee/groups/${group.id}`;
  await must(api('POST', `${board}/join`, ana));
  const g = await must(api('POST', `${board}/gatherings`, ana, { title: 'Harbour walk, at dawn', startDate: '2099-06-11', startHour: '10:00', endHour: '11:30', location: 'Pier 4' }), 201);
  return { prefix, slug, ana, kofi, mei, lee, org, gatheringId: g.id, gatheringPath: `/api/v1${board}/gatherings/${g.id}` };
}

describe('Add to calendar', () => {
  it("gives the gathering on the event's wall clock, with its time zone defined", async () => {
    const { slug, ana, gatheringPath } = await scene();
    const res = await get(`${gatheringPath}/calendar.ics`, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const [only, ...rest] = parse(res.body);
    expect(rest).toEqual([]);
    const { v, e } = only!;
    expect(v.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(e.startDate.toString()).toBe('2099-06-11T10:00:00');
    // 10:00 in New York in June is 14:00 UTC (daylight time): the VTIMEZONE says so.
    expect(e.startDate.toJSDate().toISOString()).toBe('2099-06-11T14:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).toBe('2099-06-11T15:30:00.000Z');
    expect([e.summary, e.location]).toEqual(['Harbour walk, at dawn', 'Pier 4']);
    expect(e.uid).toMatch(/^gathering-[0-9a-f-]{36}@/);
    expect(v.getFirstPropertyValue('url')).toContain(`/events/${slug}/`);
    expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it('keeps the UID and raises SEQUENCE when the gathering changes', async () => {
    const { ana, kofi, gatheringId, gatheringPath } = await scene();
    // SEQUENCE counts seconds of the last change: the gathering was last changed a few seconds ago.
    await t.database.db
      .update(gatherings)
      .set({ updatedAt: sql`${gatherings.updatedAt} - interval '5 seconds'` })
      .where(eq(gatherings.id, gatheringId));
    const before = parse((await get(`${gatheringPath}/calendar.ics`, kofi)).body)[0]!;
    await must(t.app.inject({ method: 'PATCH', url: gatheringPath, headers: ana.headers, payload: { location: 'Lighthouse', startHour: '09:00' } }));
    const after = parse((await get(`${gatheringPath}/calendar.ics`, kofi)).body)[0]!;
    expect(after.e.uid).toBe(before.e.uid);
    expect(after.e.sequence).toBeGreaterThan(before.e.sequence);
    expect([after.e.location, after.e.startDate.toJSDate().toISOString()]).toEqual(['Lighthouse', '2099-06-11T13:00:00.000Z']);
  });

  it('is for who may see the gathering only', async () => {
    const { org, gatheringPath } = await scene();
    const stranger = await signedInUser(t, 'calstranger');
    expect((await get(`${gatheringPath}/calendar.ics`, stranger)).statusCode).toBe(404);
    expect((await get(`${gatheringPath}/calendar.ics`)).statusCode).toBe(401);
    expect((await get(`${gatheringPath}/calendar.ics`, org)).statusCode).toBe(200); // the organisers see every gathering
  });

  it("gives the event's days to anyone, as whole days", async () => {
    const { slug } = await scene();
    const res = await get(`/api/v1/events/${slug}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    const { v, e } = parse(res.body)[0]!;
    expect([e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate]).toEqual(['Harbour Days', '2099-06-10', '2099-06-13', true]);
    expect(v.getFirstPropertyValue('uid')).toMatch(/^event-/);
    expect((await get('/api/v1/events/no-such-event/calendar.ics')).statusCode).toBe(404);
  });
});

describe('the private calendar feed', () => {
  it("lists the events I attend and the gatherings I'm going to, without a session, until reset", async () => {
    const { kofi, mei, gatheringPath } = await scene();
    const gathering = (await must(api('GET', gatheringPath.replace('/api/v1', ''), kofi))) as unknown as { id: string };
    await must(t.app.inject({ method: 'PUT', url: `${gatheringPath}/attendance`, headers: kofi.headers, payload: { status: 'going' } }));
    const first = (await must(api('POST', '/me/calendar-feed', kofi), 201)) as unknown as { url: string; webcalUrl: string };
    expect(first.webcalUrl).toBe(first.url.replace(/^https?:/, 'webcal:'));
    const path = new URL(first.url).pathname;
    const res = await get(path);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
    const entries = parse(res.body).map(({ e }) => e.uid);
    expect(entries).toEqual(expect.arrayContaining([expect.stringContaining(gathering.id), expect.stringMatching(/^event-/)]));
    // Mei is not going: her feed has the event only.
    const meis = (await must(api('POST', '/me/calendar-feed', mei), 201)) as unknown as { url: string };
    expect(parse((await get(new URL(meis.url).pathname)).body).map(({ e }) => e.uid)).toEqual([expect.stringMatching(/^event-/)]);

    const second = (await must(api('POST', '/me/calendar-feed', kofi), 201)) as unknown as { url: string };
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(new URL(second.url).pathname)).statusCode).toBe(200);
    // Tokens are base64url: one with '-' and '_' still reaches the feed (the path's `:token.ics`).
    let odd = second.url;
    while (!/[-_][^/]*\.ics$/.test(odd)) odd = ((await must(api('POST', '/me/calendar-feed', kofi), 201)) as unknown as { url: string }).url;
    expect((await get(new URL(odd).pathname)).statusCode).toBe(200);
    await must(t.app.inject({ method: 'DELETE', url: '/api/v1/me/calendar-feed', headers: kofi.headers }));
    expect((await get(new URL(odd).pathname)).statusCode).toBe(404);
    expect((await get(new URL(second.url).pathname)).statusCode).toBe(404);
    expect((await get(`/api/v1/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/api/v1/calendar/short.ics')).statusCode).toBe(400);
  });
});

describe('meetings in the private calendar feed', () => {
  it('lists my accepted meetings with the other person and the spot, and strikes a cancelled one under the same UID', async () => {
    const m = await meetingScene(t, 'calmeet', ['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    const feedOf = async (who: Who) => new URL(((await must(api('POST', '/me/calendar-feed', who), 201)) as unknown as { url: string }).url).pathname;
    const meetingsIn = async (path: string) => parse((await get(path)).body).filter(({ e }) => e.uid.startsWith('meeting-'));
    const withBen = await m.ask(ana, ben, tomorrowAt('10:00'), { spotId: m.spots[0]!.id });
    await must(m.act(ben, withBen.id, 'accept'));
    const pending = await m.ask(ana, cy, tomorrowAt('11:00'));
    const [anas, bens, cys] = [await feedOf(ana), await feedOf(ben), await feedOf(cy)];

    const [only, ...rest] = await meetingsIn(anas);
    expect(rest).toEqual([]); // the request cy has not answered is not in it
    const { v, e } = only!;
    expect([e.summary, e.location, e.uid]).toEqual(['Meeting with ben Test', 'Table 1', expect.stringMatching(new RegExp(`^meeting-${withBen.id}@`))]);
    expect([e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]).toEqual([tomorrowAt('10:00'), tomorrowAt('10:30')]);
    expect(v.getFirstPropertyValue('status')).toBeNull();
    expect((await meetingsIn(bens)).map(({ e }) => [e.summary, e.uid])).toEqual([['Meeting with ana Test', e.uid]]);
    expect(await meetingsIn(cys)).toEqual([]);
    expect(pending.status).toBe('pending');

    // Cancelled: the same UID again, now STATUS:CANCELLED, so calendar apps drop their copy.
    await must(m.act(ben, withBen.id, 'cancel'));
    const after = await meetingsIn(anas);
    expect(after.map(({ v, e }) => [e.uid, v.getFirstPropertyValue('status')])).toEqual([[e.uid, 'CANCELLED']]);
  });
});

describe('Download contacts', () => {
  it('gives my connections with only what each shares with me, and nobody blocked', async () => {
    const { prefix, slug, ana, kofi, mei, lee } = await scene();
    for (const who of [kofi, mei, lee]) await must(scanCode(t, slug, who, ana), 201);
    const privacy = (hometown: string) => ({
      visibility: { hometown, interests: 'everyone', adventures: 'everyone', destinations: 'everyone', groups: 'everyone', about: 'everyone', intents: 'everyone' },
      hiddenFromDirectory: false,
    });
    await must(api('PUT', `/events/${slug}/profile/privacy`, kofi, privacy('connections')));
    await must(api('PUT', `/events/${slug}/profile/privacy`, mei, privacy('me')));
    await must(api('POST', `/events/${slug}/blocks`, ana, { userId: lee.id }), 201);

    const res = await get(`/api/v1/events/${slug}/connections/contacts.vcf`, ana);
    expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([200, 'text/vcard; charset=utf-8', 'attachment; filename="contacts.vcf"']);
    // Folded lines joined again (RFC 6350 3.2) before reading.
    const cards = res.body
      .replace(/\r\n /g, '')
      .split('END:VCARD')
      .filter((c) => c.includes('BEGIN:VCARD'));
    const card = (name: string) => cards.find((c) => c.includes(`FN:${name} Test`));
    expect(cards).toHaveLength(2);
    expect(card('lee')).toBeUndefined();
    expect(card('kofi')).toMatch(/ADR;TYPE=HOME:;;;Lisbon;/);
    expect(card('kofi')).toContain(`NICKNAME:${prefix}kofi`);
    expect(card('kofi')).toContain('NOTE:Met at Harbour Days');
    expect(card('kofi')).toMatch(new RegExp(`URL:.*/events/${slug}/connections/${kofi.id}/profile`));
    expect(card('mei')).toBeDefined();
    expect(card('mei')).not.toContain('ADR');
    expect((await get(`/api/v1/events/${slug}/connections/contacts.vcf`, await signedInUser(t, 'calother'))).statusCode).toBe(404);
  });
});
