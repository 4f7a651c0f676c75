import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode } from '../../test/event-fixture.js';
import { companyMember } from '../../test/users.js';
import { eq } from 'drizzle-orm';
import { events, meetings } from '../../db/schema/index.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;

// A small event counted by hand: 5 joined, 4 with a profile, expected 10.
beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'i', { ana: ['jazz', 'hiking'], ben: ['jazz'], cy: ['jazz', 'chess'], eli: ['chess'], dee: [] }, { expectedAttendees: 10 });
  const { ana, ben, dee, eli } = fx.attendees as Record<string, { id: string; headers: Record<string, string> }>;
  const ev = fx.event.slug;
  // eli lives in Porto; everyone else in Lisbon (the fixture's default).
  const porto = (await api('GET', '/places?q=Porto', ana!)).json()[0].id;
  const profile = (await api('GET', `/events/${ev}/profile`, eli!)).json();
  await api('PUT', `/events/${ev}/profile`, eli!, {
    firstName: 'eli',
    lastName: 'Test',
    gender: 'other',
    hometownId: porto,
    interests: ['chess'],
    adventures: profile.adventures.map((p: { id: string }) => p.id),
    destinations: profile.destinations.map((p: { id: string }) => p.id),
  });
  const group = (await api('POST', `/events/${ev}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
  for (const who of [ana!, ben!]) await api('POST', `/events/${ev}/attendee/groups/${group.id}/join`, who);
  const keep = (await api('POST', `/events/${ev}/attendee/groups/${group.id}/messages`, ben!, { body: 'one' })).json();
  const drop = (await api('POST', `/events/${ev}/attendee/groups/${group.id}/messages`, ben!, { body: 'two' })).json();
  await api('DELETE', `/events/${ev}/attendee/groups/${group.id}/messages/${drop.id}`, ben!);
  expect(keep.id).toBeTruthy();
  const gathering = (await api('POST', `/events/${ev}/attendee/groups/${group.id}/gatherings`, ana!, { title: 'Jam', startDate: '2099-06-11', startHour: '20:00', location: 'Bar' })).json();
  await api('PUT', `/events/${ev}/attendee/groups/${group.id}/gatherings/${gathering.id}/attendance`, ana!, { status: 'going' });
  await scanCode(t, ev, dee!, eli!);
});
afterAll(() => t.close());

describe('event insights', () => {
  it('computes every metric as counted by hand', async () => {
    const res = await api('GET', `/company/events/${fx.event.id}/insights`, fx.org);
    expect(res.statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
    expect(res.json()).toEqual({
      expectedAttendees: 10,
      joined: 5,
      withProfile: 4,
      adoptionRate: 0.4,
      engaged: 4, // ana (group, gathering), ben (group, posts), dee and eli (connection); cy did nothing
      engagedRate: 0.8,
      groupMessages: 1, // one of ben's two survives
      connectionsMade: 1,
      groupsAutomatic: 0,
      groupsManual: 1,
      topInterests: [
        { interest: expect.objectContaining({ id: 'jazz' }), attendees: 3 },
        { interest: expect.objectContaining({ id: 'chess' }), attendees: 2 },
        { interest: expect.objectContaining({ id: 'hiking' }), attendees: 1 },
      ],
      joinsOverTime: [{ date: today, count: 5 }],
      checkedIn: 0,
      showRate: 0,
      checkInsOverTime: [],
      spread: { suggestionsGini: null, requestsGini: null, suggestedShare: 0 }, // nobody opened People to meet yet
    });
  });

  it('spread suggestions as served: once per pair, every attendee counted', async () => {
    const { ana } = fx.attendees as Record<string, { id: string; headers: Record<string, string> }>;
    // Ana is shown Ben, Cy and Eli (Dee has no profile), twice over: each pair counts once.
    for (let i = 0; i < 2; i++) expect((await api('GET', `/events/${fx.event.slug}/people-to-meet`, ana!)).json().items).toHaveLength(3);
    const res = (await api('GET', `/company/events/${fx.event.id}/insights`, fx.org)).json();
    // Shown per attendee 0, 0, 1, 1, 1: sum of (2i - n - 1) x_i = 6, over n * sum = 5 * 3.
    expect(res.spread).toEqual({ suggestionsGini: 0.4, requestsGini: null, suggestedShare: 0.6 });
  });
});

describe('distribution map', () => {
  it('counts hometowns per city and folds small cities into their country', async () => {
    const res = (await api('GET', `/company/events/${fx.event.slug}/locations?tab=0`, fx.org)).json();
    expect(res.total).toBe(4);
    expect(res.points).toEqual([
      expect.objectContaining({ kind: 'city', name: 'Lisbon', countryCode: 'PT', count: 3 }),
      expect.objectContaining({ kind: 'country', id: 'country:PT', name: 'Portugal', count: 1 }),
    ]);
    expect(JSON.stringify(res)).not.toMatch(/ana|ben|eli/);
  });

  it('has a tab for dream destinations and favourite destinations', async () => {
    for (const tab of [1, 2]) {
      const res = (await api('GET', `/company/events/${fx.event.slug}/locations?tab=${tab}`, fx.org)).json();
      expect(res.tab).toBe(tab);
      expect(res.total).toBe(12); // 4 people x 3 places
    }
    expect((await api('GET', `/company/events/${fx.event.slug}/locations?tab=3`, fx.org)).statusCode).toBe(400);
  });

  it('is for the owning company only', async () => {
    const other = await companyMember(t, 'iother');
    for (const url of [`/company/events/${fx.event.id}/insights`, `/company/events/${fx.event.id}/locations`]) {
      expect((await api('GET', url, other)).statusCode).toBe(404);
      expect((await api('GET', url, fx.attendees.ana!)).statusCode).toBe(403);
    }
  });
});

describe('group insights', () => {
  it('shows members over time, messages per day, gatherings with counts', async () => {
    const groups = (await api('GET', `/events/${fx.event.slug}/attendee/groups`, fx.attendees.ana!)).json();
    const res = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${groups.items[0].id}/insights`, fx.attendees.cy!)).json();
    expect(res).toMatchObject({ memberCount: 2, messageCount: 1, activePosters: 1, upcomingGatherings: 1 });
    expect(res.membersOverTime.at(-1).count).toBe(2);
    expect(res.messagesPerDay.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(2);
    expect(res.gatherings).toEqual([expect.objectContaining({ title: 'Jam', goingCount: 1, interestedCount: 0 })]);
  });
});

describe('meeting insights', () => {
  it('are absent until the organisers open meeting hours, then count from zero', async () => {
    // The event above never opened them (its whole answer is checked above, without `meetings`).
    expect((await api('GET', `/company/events/${fx.event.id}/insights`, fx.org)).json()).not.toHaveProperty('meetings');
    const m = await meetingScene(t, 'imz', ['ana', 'ben']);
    const res = (await api('GET', `/company/events/${m.fx.event.id}/insights`, m.fx.org)).json();
    expect(res.meetings).toEqual({
      requested: 0,
      accepted: 0,
      declined: 0,
      cancelled: 0,
      held: 0,
      acceptanceRate: null,
      attendeesWithHeldShare: 0,
      gini: null,
      busiestSpots: [],
      busiestHours: [],
    });
  });

  it('count requests, answers and held meetings as counted by hand, with no names', async () => {
    const m = await meetingScene(t, 'imc', ['ana', 'ben', 'cy', 'dan', 'eve']);
    const { ana, ben, cy, dan, eve } = m.p as Record<'ana' | 'ben' | 'cy' | 'dan' | 'eve', { id: string; headers: Record<string, string> }>;
    const [table1, table2] = m.spots as [{ id: string; name: string }, { id: string; name: string }];
    const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res;
      if (r.statusCode !== 200) throw new Error(`setup: ${r.statusCode} ${r.body}`);
    };
    // ana-ben 10:00 at Table 1, accepted and held; ana-cy 10:30 at Table 1, accepted.
    const held = await m.ask(ana!, ben!, tomorrowAt('10:00'), { spotId: table1.id });
    await ok(m.act(ben!, held.id, 'accept'));
    const second = await m.ask(ana!, cy!, tomorrowAt('10:30'), { spotId: table1.id });
    await ok(m.act(cy!, second.id, 'accept'));
    // ben-dan 11:00 at Table 2, declined; cy-dan 11:30, accepted then cancelled; eve-ana 11:00, unanswered.
    const declined = await m.ask(ben!, dan!, tomorrowAt('11:00'), { spotId: table2.id });
    await ok(m.act(dan!, declined.id, 'decline'));
    const cancelled = await m.ask(cy!, dan!, tomorrowAt('11:30'));
    await ok(m.act(dan!, cancelled.id, 'accept'));
    await ok(m.act(cy!, cancelled.id, 'cancel'));
    await m.ask(eve!, ana!, tomorrowAt('11:00'));
    // Held is marked around the meeting's time (tomorrow): set as a scan would.
    await t.database.db.update(meetings).set({ heldAt: new Date() }).where(eq(meetings.id, held.id));
    // Hours on the event's clock: Kolkata is UTC+5:30, so 10:00Z is 15:30 and 10:30Z is 16:00 there.
    await t.database.db.update(events).set({ timeZone: 'Asia/Kolkata' }).where(eq(events.id, m.fx.event.id));

    const res = await api('GET', `/company/events/${m.fx.event.id}/insights`, m.fx.org);
    expect(res.statusCode).toBe(200);
    const day = tomorrowAt('00:00').slice(0, 10);
    expect(res.json().meetings).toEqual({
      requested: 5,
      accepted: 2, // the cancelled one no longer counts
      declined: 1,
      cancelled: 1,
      held: 1,
      acceptanceRate: 0.75, // 3 said yes (one since cancelled) of 4 answered
      attendeesWithHeldShare: 0.4, // ana and ben of 5
      // Accepted meetings per attendee 0, 0, 1, 1, 2: sum of (2i - n - 1) x_i = 10, over n * sum = 5 * 4.
      gini: 0.5,
      busiestSpots: [{ name: 'Table 1', count: 2 }],
      busiestHours: [
        { hour: `${day} 15:00`, count: 1 },
        { hour: `${day} 16:00`, count: 1 },
      ],
    });
    expect(JSON.stringify(res.json().meetings)).not.toMatch(/ana|ben|cy|dan|eve|[0-9a-f]{8}-/);
    // Requests received per attendee: eve 0, ana 1, ben 1, cy 1, dan 2: (0 - 2 + 0 + 2 + 8) / (5 * 5).
    expect(res.json().spread.requestsGini).toBe(0.32);
  });

  it('read a Gini of 0 when the meetings are spread evenly', async () => {
    const m = await meetingScene(t, 'img', ['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', { id: string; headers: Record<string, string> }>;
    const one = await m.ask(ana!, ben!, tomorrowAt('10:00'));
    expect((await m.act(ben!, one.id, 'accept')).statusCode).toBe(200);
    // Two attendees with one meeting each: even.
    expect((await api('GET', `/company/events/${m.fx.event.id}/insights`, m.fx.org)).json().meetings.gini).toBe(0);
  });
});
