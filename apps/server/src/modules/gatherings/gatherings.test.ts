import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatherings } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { signedInUser } from '../../test/users.js';
import { signedInClient } from '../../test/ws.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
/** The Yoga group of ana and ben, only read: tests that write have groups of their own. */
let groupId: string;
const base = () => `/events/${fx.event.slug}/attendee/groups/${groupId}/gatherings`;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  // Under way since 2020: gatherings in the past are still on the event's days.
  fx = await eventWithAttendees(t, 'w', { ana: ['yoga'], ben: ['yoga'], cy: ['yoga'] }, { startDate: '2020-01-01' });
  groupId = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Yoga', icon: '🧘' })).json().id;
  for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, who);
});
afterAll(() => t.close());

const future = { title: 'Sunrise yoga', startDate: '2099-06-11', startHour: '07:00', endHour: '08:00', location: 'Rooftop', description: 'Bring a mat' };

/** A Yoga group of the test's own in the shared event, with ana and ben in it. */
async function yogaGroup(event = fx) {
  const id = (await api('POST', `/events/${event.event.slug}/groups`, event.org, { name: 'Yoga', icon: '🧘' })).json().id as string;
  for (const who of [event.attendees.ana!, event.attendees.ben!]) await api('POST', `/events/${event.event.slug}/attendee/groups/${id}/join`, who);
  return { id, url: `/events/${event.event.slug}/attendee/groups/${id}/gatherings` };
}

/** A group of the test's own where ana has proposed the Sunrise yoga. */
async function sunriseYoga() {
  const group = await yogaGroup();
  const res = await api('POST', group.url, fx.attendees.ana!, future);
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...group, gathering: res.json() as { id: string } };
}

let events = 0;

describe('gatherings', () => {
  it('lets a group member create one and anyone in the event read it', async () => {
    const { url } = await yogaGroup();
    const res = await api('POST', url, fx.attendees.ana!, future);
    expect(res.statusCode).toBe(201);
    const gathering = res.json();
    // The person who proposes it is going.
    expect(res.json()).toMatchObject({ title: 'Sunrise yoga', groupName: 'Yoga', creatorName: 'ana Test', goingCount: 1, myStatus: 'going', expired: false, canEdit: true });
    const seen = (await api('GET', `${url}/${gathering.id}`, fx.attendees.cy!)).json();
    expect(seen).toMatchObject({ title: 'Sunrise yoga', canEdit: false });
  });

  it("lets the event's organisers create one on any of its groups", async () => {
    // A group of its own, so the other tests' counts stay as they expect.
    const walks = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Walks', icon: '🚶' })).json().id as string;
    const url = `/events/${fx.event.slug}/attendee/groups/${walks}/gatherings`;
    const res = await api('POST', url, fx.org, { ...future, title: 'Welcome walk' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Welcome walk', groupName: 'Walks', canEdit: true, myStatus: 'none' });
    const seen = (await api('GET', `${url}/${res.json().id}`, fx.attendees.cy!)).json();
    expect(seen).toMatchObject({ title: 'Welcome walk', canEdit: false });
  });

  it('refuses an end before the start, non-members and missing fields', async () => {
    const order = await api('POST', base(), fx.attendees.ana!, { ...future, endHour: '06:30' });
    expect(order.json().issues[0]).toMatchObject({ field: 'endHour', key: 'endBeforeStartHour' });
    expect((await api('POST', base(), fx.attendees.cy!, future)).statusCode).toBe(403);
    const missing = await api('POST', base(), fx.attendees.ana!, { ...future, title: '', location: '' });
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(['title', 'location']);
  });

  it('splits upcoming and expired in the event time zone', async () => {
    // An event of its own: its lists hold only what this test makes.
    const own = await eventWithAttendees(t, `ws${++events}`, { ana: ['yoga'], ben: ['yoga'], cy: ['yoga'] }, { startDate: '2020-01-01' });
    const { url } = await yogaGroup(own);
    expect((await api('POST', url, own.attendees.ana!, future)).statusCode).toBe(201);
    // Organisers may record a gathering that already happened (attendees may not start one in the past).
    await api('POST', url, own.org, { ...future, title: 'Old session', startDate: '2020-01-01' });
    const upcoming = (await api('GET', `/events/${own.event.slug}/gatherings?when=upcoming`, own.attendees.cy!)).json();
    const expired = (await api('GET', `/events/${own.event.slug}/gatherings?when=expired`, own.attendees.cy!)).json();
    const ahead = upcoming.items.map((g: { title: string }) => g.title);
    expect(ahead).toContain('Sunrise yoga');
    expect(ahead).not.toContain('Old session');
    expect(expired.items.map((g: { title: string }) => g.title)).toEqual(['Old session']);
    expect(expired.items[0].expired).toBe(true);
  });

  it('marks going or interested, and undoes it, with counts', async () => {
    const { url: groupUrl, gathering } = await sunriseYoga();
    const url = `${groupUrl}/${gathering.id}/attendance`;
    expect((await api('PUT', url, fx.attendees.ana!, { status: 'none' })).json()).toMatchObject({ myStatus: 'none', goingCount: 0 });
    expect((await api('PUT', url, fx.attendees.ana!, { status: 'going' })).json()).toMatchObject({ myStatus: 'going', goingCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'interested' })).json()).toMatchObject({ myStatus: 'interested', goingCount: 1, interestedCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'going' })).json()).toMatchObject({ goingCount: 2, interestedCount: 0 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'none' })).json()).toMatchObject({ myStatus: 'none', goingCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'maybe' })).statusCode).toBe(400);
  });

  it('lets the creator and the organisers edit, nobody else', async () => {
    const { url: groupUrl, gathering } = await sunriseYoga();
    const url = `${groupUrl}/${gathering.id}`;
    expect((await api('PATCH', url, fx.attendees.ana!, { location: 'Beach' })).json().location).toBe('Beach');
    expect((await api('PATCH', url, fx.attendees.ben!, { location: 'Mine' })).statusCode).toBe(403);
    expect((await api('PATCH', url, fx.org, { title: 'Sunrise yoga (moved)' })).json().title).toBe('Sunrise yoga (moved)');
    expect((await api('PATCH', url, fx.attendees.ana!, { endHour: '06:00' })).json().issues[0]).toMatchObject({ field: 'endHour' });
  });

  it('feeds the group insights', async () => {
    const { id } = await sunriseYoga();
    const insights = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${id}/insights`, fx.attendees.ana!)).json();
    expect(insights).toMatchObject({ memberCount: 2, upcomingGatherings: 1 });
    expect(insights.topInterests[0]).toMatchObject({ interest: { id: 'yoga' }, members: 2 });
  });
});

describe('live gatherings', () => {
  let wsUrl: string;
  let liveGroup: string;
  let other: Awaited<ReturnType<typeof eventWithAttendees>>;
  const liveBase = () => `/events/${fx.event.slug}/attendee/groups/${liveGroup}/gatherings`;
  const board = () => ({ kind: 'group' as const, event: fx.event.slug, groupId: liveGroup });
  const eventList = (eventId = fx.event.id) => ({ kind: 'event' as const, event: eventId });

  beforeAll(async () => {
    liveGroup = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Runners', icon: '🏃' })).json().id;
    for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${liveGroup}/join`, who);
    other = await eventWithAttendees(t, 'wx', { dan: ['yoga'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });

  it('sends counts and the gathering, without per-viewer fields, to the board and the event list within a second', async () => {
    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board())).toBe('subscribed');
    const org = await signedInClient(wsUrl, fx.org);
    expect(await org.subscribe(eventList())).toBe('subscribed');

    const created = (await api('POST', liveBase(), fx.attendees.ana!, { ...future, title: 'Harbour run', location: 'Dock' })).json();
    const isThis = (e: { event: string; gatheringId?: string }) => e.event === 'gathering.changed' && e.gatheringId === created.id;
    const onBoard = await ben.next('change', isThis, 1000);
    expect(onBoard).toMatchObject({
      channelKey: `group:${liveGroup}`,
      groupId: liveGroup,
      goingCount: 1,
      interestedCount: 0,
      gathering: { id: created.id, title: 'Harbour run', location: 'Dock', creatorName: 'ana Test', groupName: 'Runners', expired: false },
    });
    expect(onBoard.event === 'gathering.changed' && onBoard.gathering).not.toHaveProperty('myStatus');
    expect(onBoard.event === 'gathering.changed' && onBoard.gathering).not.toHaveProperty('canEdit');
    expect(await org.next('change', isThis, 1000)).toMatchObject({ channelKey: `event:${fx.event.id}`, gathering: { title: 'Harbour run' } });

    // Attendance: everyone watching sees the new counts; nobody sees whose they are.
    let from = ben.received.length;
    await api('PUT', `${liveBase()}/${created.id}/attendance`, fx.attendees.cy!, { status: 'going' });
    const going = await ben.next('change', (e) => isThis(e) && e.event === 'gathering.changed' && e.goingCount === 2, 1000, from);
    expect(going).toMatchObject({ goingCount: 2, interestedCount: 0, gathering: { goingCount: 2, interestedCount: 0 } });
    expect(JSON.stringify(going)).not.toMatch(/myStatus|canEdit/);
    expect(going.at >= onBoard.at).toBe(true);
    from = ben.received.length;
    await api('PUT', `${liveBase()}/${created.id}/attendance`, fx.attendees.ana!, { status: 'interested' });
    expect(await ben.next('change', (e) => isThis(e), 1000, from)).toMatchObject({ goingCount: 1, interestedCount: 1 });
    expect(await org.next('change', (e) => isThis(e) && e.event === 'gathering.changed' && e.interestedCount === 1, 1000)).toBeTruthy();

    // An edit by the creator.
    from = ben.received.length;
    await api('PATCH', `${liveBase()}/${created.id}`, fx.attendees.ana!, { location: 'Pier' });
    expect(await ben.next('change', (e) => isThis(e), 1000, from)).toMatchObject({ gathering: { location: 'Pier' }, goingCount: 1, interestedCount: 1 });
    ben.close();
    org.close();
  });

  it('sends nothing to people who may not see the event', async () => {
    const dan = await signedInClient(wsUrl, other.attendees.dan!);
    expect(await dan.subscribe(board())).toBe(404);
    expect(await dan.subscribe(eventList())).toBe(404);
    expect(await dan.subscribe(eventList(other.event.id))).toBe('subscribed'); // their own event: another channel
    const otherOrg = await signedInClient(wsUrl, other.org);
    expect(await otherOrg.subscribe(eventList())).toBe(404);
    expect(await otherOrg.subscribe(board())).toBe(404);

    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board())).toBe('subscribed');
    // The event's organiser watches its list: the last change reaching both channels' readers shows it has gone out.
    const org = await signedInClient(wsUrl, fx.org);
    expect(await org.subscribe(eventList())).toBe('subscribed');
    const g = (await api('POST', liveBase(), fx.attendees.ben!, { ...future, title: 'Private run' })).json();
    await api('PUT', `${liveBase()}/${g.id}/attendance`, fx.attendees.ana!, { status: 'going' });
    const last = (e: { event: string; gatheringId?: string; goingCount?: number }) => e.event === 'gathering.changed' && e.gatheringId === g.id && e.goingCount === 2;
    await ben.next('change', last, 1000);
    await org.next('change', last, 1000);
    expect(dan.changes()).toEqual([]);
    expect(otherOrg.changes()).toEqual([]);
    for (const c of [dan, otherOrg, ben, org]) c.close();
  });

  it('keeps the counts but leaves out a gathering too large for a NOTIFY (PostgreSQL)', async () => {
    const ben = await signedInClient(wsUrl, fx.attendees.ben!);
    expect(await ben.subscribe(board())).toBe('subscribed');
    // A control character takes six bytes in JSON and a euro sign three: over the 7.5 KB a NOTIFY may
    // carry (names and places refuse control characters; a description may hold them).
    const big = { ...future, title: '€'.repeat(100), location: '€'.repeat(200), description: '\u0001'.repeat(1000) };
    const res = await api('POST', liveBase(), fx.attendees.ana!, big);
    expect(res.statusCode).toBe(201);
    const e = await ben.next('change', (c) => c.event === 'gathering.changed' && c.gatheringId === res.json().id, 1000);
    expect(e).toMatchObject({ groupId: liveGroup, goingCount: 1, interestedCount: 0 });
    expect(e.event === 'gathering.changed' && e.gathering !== undefined).toBe(t.database.kind === 'pglite');
    ben.close();
  });
});

describe('a start in the past', () => {
  let pastGroup: string;
  const url = () => `/events/${fx.event.slug}/attendee/groups/${pastGroup}/gatherings`;
  /** The event's wall clock now (Europe/Lisbon): its day, and the minute before this one. */
  const lisbon = () => {
    const at = (d: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(d)
          .map((p) => [p.type, p.value]),
      );
    const now = at(new Date());
    const before = at(new Date(Date.now() - 60_000));
    return { today: `${now.year}-${now.month}-${now.day}`, minuteAgo: { day: `${before.year}-${before.month}-${before.day}`, hour: `${before.hour}:${before.minute}` } };
  };

  beforeAll(async () => {
    pastGroup = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Time travellers', icon: '⏳' })).json().id;
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${pastGroup}/join`, fx.attendees.ana!);
  });

  it('is refused to attendees with 400 naming the day, or the hour on a day that has begun', async () => {
    const res = await api('POST', url(), fx.attendees.ana!, { ...future, startDate: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'startDate', key: 'startInPast', message: "This start time has already passed in the event's time zone. Choose a later date or time." }]);
    // A minute ago on the event's clock: today's hour has passed (just after midnight, the day has).
    const { today, minuteAgo } = lisbon();
    const earlier = await api('POST', url(), fx.attendees.ana!, { ...future, startDate: minuteAgo.day, startHour: minuteAgo.hour, endHour: null });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().issues[0]).toMatchObject({ field: minuteAgo.day === today ? 'startHour' : 'startDate', key: 'startInPast' });
    // Later today is fine, as is any day ahead.
    expect((await api('POST', url(), fx.attendees.ana!, { ...future, startDate: today, startHour: '23:59', endHour: null })).statusCode).toBe(lisbon().today === today ? 201 : 400);
  });

  it("lets the event's organisers record a gathering that already happened", async () => {
    const res = await api('POST', url(), fx.org, { ...future, title: 'Last year’s picnic', startDate: '2020-01-01' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ expired: true });
    const moved = await api('PATCH', `${url()}/${res.json().id}`, fx.org, { startDate: '2021-01-01' });
    expect(moved.json()).toMatchObject({ startDate: '2021-01-01', expired: true });
  });

  it('refuses an attendee moving a start into the past, but not other edits of one under way', async () => {
    const created = (await api('POST', url(), fx.attendees.ana!, { ...future, title: 'Morning swim' })).json();
    const moved = await api('PATCH', `${url()}/${created.id}`, fx.attendees.ana!, { startDate: '2020-01-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().issues[0]).toMatchObject({ field: 'startDate', key: 'startInPast' });

    // It started a while ago (as if time had passed): the form sends its start back unchanged with a new title.
    await t.database.db.update(gatherings).set({ startDate: '2020-01-01' }).where(eq(gatherings.id, created.id));
    const renamed = await api('PATCH', `${url()}/${created.id}`, fx.attendees.ana!, { ...future, title: 'Morning swim (wetsuits)', startDate: '2020-01-01' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Morning swim (wetsuits)', startDate: '2020-01-01' });
  });
});

describe("a gathering's going and interested", () => {
  let other: Awaited<ReturnType<typeof eventWithAttendees>>;
  const attendeesUrl = (g: string, id: string, ref = fx.event.slug) => `/events/${ref}/attendee/groups/${g}/gatherings/${id}/attendees`;
  const names = (res: { json(): { items: { username: string }[] } }) => res.json().items.map((p) => p.username);

  /** A Picnics group of the test's own with ana's Park picnic: ana and ben going, cy interested. */
  async function parkPicnic() {
    const group = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Picnics', icon: '🧺' })).json().id as string;
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${group}/join`, fx.attendees.ana!);
    const gid = (await api('POST', `/events/${fx.event.slug}/attendee/groups/${group}/gatherings`, fx.attendees.ana!, { ...future, title: 'Park picnic' })).json().id as string;
    const mark = (who: { headers: Record<string, string> }, status: string) => api('PUT', `/events/${fx.event.slug}/attendee/groups/${group}/gatherings/${gid}/attendance`, who, { status });
    await mark(fx.attendees.ana!, 'going');
    await mark(fx.attendees.ben!, 'going');
    await mark(fx.attendees.cy!, 'interested');
    return { group, gid, url: (ref?: string) => attendeesUrl(group, gid, ref) };
  }

  beforeAll(async () => {
    other = await eventWithAttendees(t, 'wy', { eve: ['yoga'] });
  });

  it('lists who is going, by name, with what they share with me, in pages', async () => {
    const { url } = await parkPicnic();
    const res = await api('GET', `${url()}?status=going`, fx.attendees.cy!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, hasMore: false });
    expect(res.json().items).toEqual([
      {
        userId: fx.attendees.ana!.id,
        username: 'wana',
        firstName: 'ana',
        lastName: 'Test',
        sharedInterests: [{ id: 'yoga', name: expect.any(String), emoji: expect.any(String) }],
        isMe: false,
        photoUrl: null,
      },
      { userId: fx.attendees.ben!.id, username: 'wben', firstName: 'ben', lastName: 'Test', sharedInterests: [expect.objectContaining({ id: 'yoga' })], isMe: false, photoUrl: null },
    ]);
    const first = await api('GET', `${url()}?pageSize=1`, fx.attendees.cy!);
    expect([names(first), first.json().hasMore]).toEqual([['wana'], true]);
    const second = await api('GET', `${url()}?pageSize=1&page=2`, fx.attendees.cy!);
    expect([names(second), second.json().hasMore]).toEqual([['wben'], false]);
  });

  it('lists who is interested, marking me', async () => {
    const { url } = await parkPicnic();
    const res = await api('GET', `${url()}?status=interested`, fx.attendees.cy!);
    expect(res.json().items).toEqual([expect.objectContaining({ username: 'wcy', isMe: true, sharedInterests: [] })]);
    expect((await api('GET', `${url()}?status=maybe`, fx.attendees.cy!)).statusCode).toBe(400);
  });

  it("is for the event's attendees and organisers only", async () => {
    const { url, gid } = await parkPicnic();
    expect((await api('GET', url(), fx.org)).statusCode).toBe(200);
    const stranger = await signedInUser(t, 'wstranger');
    expect((await api('GET', url(), stranger)).statusCode).toBe(404);
    // An attendee of another event, here and through their own event's address.
    expect((await api('GET', url(), other.attendees.eve!)).statusCode).toBe(404);
    expect((await api('GET', url(other.event.slug), other.attendees.eve!)).statusCode).toBe(404);
    expect((await api('GET', url(), other.org)).statusCode).toBe(404);
    // A gathering of another group.
    expect((await api('GET', attendeesUrl(groupId, gid), fx.attendees.cy!)).statusCode).toBe(404);
  });

  it('once the group is deactivated, shows its people only to those who were in it and the organisers', async () => {
    const { url, group: peopleGroup } = await parkPicnic();
    await api('DELETE', `/events/${fx.event.slug}/groups/${peopleGroup}`, fx.org);
    const hidden = await api('GET', url(), fx.attendees.cy!);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('This group was deactivated: only its members see who was in it.');
    expect(names(await api('GET', url(), fx.attendees.ana!))).toEqual(['wana', 'wben']);
    expect((await api('GET', url(), fx.org)).statusCode).toBe(200);
  });
});

describe("a gathering on the event's days", () => {
  const outside = { field: 'startDate', key: 'outsideEventDates', message: "Choose a day within the event's dates (Jun 10\u2009–\u200912, 2099)." };

  let dayEvents = 0;
  /** An event of the test's own, 2099-06-10 to 2099-06-12 in Europe/Lisbon, with ivy and jo in its Days group. */
  async function daysEvent() {
    const days = await eventWithAttendees(t, `wd${++dayEvents}`, { ivy: ['yoga'], jo: ['yoga'] });
    const dayGroup = (await api('POST', `/events/${days.event.slug}/groups`, days.org, { name: 'Days', icon: '📅' })).json().id as string;
    for (const who of [days.attendees.ivy!, days.attendees.jo!]) await api('POST', `/events/${days.event.slug}/attendee/groups/${dayGroup}/join`, who);
    return { days, url: () => `/events/${days.event.slug}/attendee/groups/${dayGroup}/gatherings` };
  }

  it('is refused before the first day or after the last, with 400 naming the date, and nothing is written', async () => {
    const { days, url } = await daysEvent();
    for (const startDate of ['2099-06-09', '2099-06-13', '2100-03-10']) {
      const res = await api('POST', url(), days.attendees.ivy!, { ...future, startDate });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([outside]);
    }
    // Organisers, who may record a past gathering, are held to the event's days too.
    expect((await api('POST', url(), days.org, { ...future, startDate: '2099-06-13' })).json().issues).toEqual([outside]);
    expect((await api('GET', `/events/${days.event.slug}/gatherings?pageSize=100`, days.attendees.jo!)).json().items).toEqual([]);
    // The first and the last day are the event's.
    for (const startDate of ['2099-06-10', '2099-06-12']) expect((await api('POST', url(), days.attendees.ivy!, { ...future, startDate })).statusCode).toBe(201);
  });

  it('refuses an edit moving the day outside; one the event left outside stays readable and editable', async () => {
    const { days, url } = await daysEvent();
    const created = (await api('POST', url(), days.attendees.ivy!, { ...future, title: 'Picnic', startDate: '2099-06-11' })).json();
    const moved = await api('PATCH', `${url()}/${created.id}`, days.attendees.ivy!, { startDate: '2099-06-14' });
    expect([moved.statusCode, moved.json().issues]).toEqual([400, [outside]]);

    // The organiser moves the event a week later: the gathering keeps its day, outside the new dates.
    const patched = await api('PATCH', `/company/events/${days.event.id}`, days.org, { startDate: '2099-06-17', endDate: '2099-06-19' });
    expect(patched.statusCode).toBe(200);
    expect((await api('GET', `${url()}/${created.id}`, days.attendees.jo!)).json()).toMatchObject({ title: 'Picnic', startDate: '2099-06-11' });
    const renamed = await api('PATCH', `${url()}/${created.id}`, days.attendees.ivy!, { ...future, title: 'Picnic (bring hats)', startDate: '2099-06-11' });
    expect([renamed.statusCode, renamed.json().title]).toEqual([200, 'Picnic (bring hats)']);
    expect((await api('PATCH', `${url()}/${created.id}`, days.attendees.ivy!, { startDate: '2099-06-12' })).json().issues[0]).toMatchObject({ field: 'startDate', key: 'outsideEventDates' });
    expect((await api('PATCH', `${url()}/${created.id}`, days.attendees.ivy!, { startDate: '2099-06-18' })).json()).toMatchObject({ startDate: '2099-06-18' });
  });
});

describe('the person who creates a gathering', () => {
  it('is going, counted and listed, from the create on', async () => {
    const group = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Hosts', icon: '🎈' })).json().id as string;
    await api('POST', `/events/${fx.event.slug}/attendee/groups/${group}/join`, fx.attendees.ben!);
    const url = `/events/${fx.event.slug}/attendee/groups/${group}/gatherings`;
    const res = await api('POST', url, fx.attendees.ben!, { ...future, title: 'Tea' });
    expect(res.json()).toMatchObject({ myStatus: 'going', goingCount: 1, interestedCount: 0 });
    const id = res.json().id as string;
    expect((await api('GET', `${url}/${id}`, fx.attendees.ben!)).json()).toMatchObject({ myStatus: 'going', goingCount: 1 });
    expect((await api('GET', `${url}/${id}`, fx.attendees.cy!)).json()).toMatchObject({ myStatus: 'none', goingCount: 1 });
    expect((await api('GET', `${url}/${id}/attendees?status=going`, fx.attendees.cy!)).json().items.map((p: { userId: string }) => p.userId)).toEqual([fx.attendees.ben!.id]);
    // An organiser who is not an attendee does not attend (they set no attendance either).
    const byOrg = await api('POST', url, fx.org, { ...future, title: 'Briefing' });
    expect(byOrg.json()).toMatchObject({ myStatus: 'none', goingCount: 0 });
  });
});

describe('answering twice', () => {
  it('going, interested or none again, one after the other or at once, answers the same and counts once', async () => {
    const group = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Twice', icon: '✌️' })).json().id as string;
    const url = `/events/${fx.event.slug}/attendee/groups/${group}/gatherings`;
    const id = (await api('POST', url, fx.org, { ...future, title: 'Twice' })).json().id as string;
    const put = (status: string) => api('PUT', `${url}/${id}/attendance`, fx.attendees.cy!, { status });
    for (const status of ['going', 'interested', 'none'] as const) {
      const first = await put(status);
      const again = await put(status);
      const both = await Promise.all([put(status), put(status)]);
      for (const res of [first, again, ...both]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ myStatus: status, goingCount: status === 'going' ? 1 : 0, interestedCount: status === 'interested' ? 1 : 0 });
      }
    }
  });
});
