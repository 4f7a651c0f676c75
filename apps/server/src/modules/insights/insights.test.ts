import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode } from '../../test/event-fixture.js';
import { companyMember } from '../../test/users.js';

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
    });
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
