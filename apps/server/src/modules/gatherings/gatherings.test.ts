import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let groupId: string;
let gathering: { id: string };
const base = () => `/events/${fx.event.slug}/attendee/groups/${groupId}/gatherings`;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'w', { ana: ['yoga'], ben: ['yoga'], cy: ['yoga'] });
  groupId = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Yoga', icon: '🧘' })).json().id;
  for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${groupId}/join`, who);
});
afterAll(() => t.close());

const future = { title: 'Sunrise yoga', startDate: '2099-06-11', startHour: '07:00', endHour: '08:00', location: 'Rooftop', description: 'Bring a mat' };

describe('gatherings', () => {
  it('lets a group member create one and anyone in the event read it', async () => {
    const res = await api('POST', base(), fx.attendees.ana!, future);
    expect(res.statusCode).toBe(201);
    gathering = res.json();
    expect(res.json()).toMatchObject({ title: 'Sunrise yoga', groupName: 'Yoga', creatorName: 'wana', goingCount: 0, myStatus: 'none', expired: false, canEdit: true });
    const seen = (await api('GET', `${base()}/${gathering.id}`, fx.attendees.cy!)).json();
    expect(seen).toMatchObject({ title: 'Sunrise yoga', canEdit: false });
  });

  it('refuses an end before the start, non-members and missing fields', async () => {
    const order = await api('POST', base(), fx.attendees.ana!, { ...future, endHour: '06:30' });
    expect(order.json().issues[0]).toMatchObject({ field: 'endHour', key: 'endBeforeStartHour' });
    expect((await api('POST', base(), fx.attendees.cy!, future)).statusCode).toBe(403);
    const missing = await api('POST', base(), fx.attendees.ana!, { ...future, title: '', location: '' });
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toEqual(['title', 'location']);
  });

  it('splits upcoming and expired in the event time zone', async () => {
    await api('POST', base(), fx.attendees.ana!, { ...future, title: 'Old session', startDate: '2020-01-01' });
    const upcoming = (await api('GET', `/events/${fx.event.slug}/gatherings?when=upcoming`, fx.attendees.cy!)).json();
    const expired = (await api('GET', `/events/${fx.event.slug}/gatherings?when=expired`, fx.attendees.cy!)).json();
    expect(upcoming.items.map((g: { title: string }) => g.title)).toEqual(['Sunrise yoga']);
    expect(expired.items.map((g: { title: string }) => g.title)).toEqual(['Old session']);
    expect(expired.items[0].expired).toBe(true);
  });

  it('marks going or interested, and undoes it, with counts', async () => {
    const url = `${base()}/${gathering.id}/attendance`;
    expect((await api('PUT', url, fx.attendees.ana!, { status: 'going' })).json()).toMatchObject({ myStatus: 'going', goingCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'interested' })).json()).toMatchObject({ myStatus: 'interested', goingCount: 1, interestedCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'going' })).json()).toMatchObject({ goingCount: 2, interestedCount: 0 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'none' })).json()).toMatchObject({ myStatus: 'none', goingCount: 1 });
    expect((await api('PUT', url, fx.attendees.cy!, { status: 'maybe' })).statusCode).toBe(400);
  });

  it('lets the creator and the organisers edit, nobody else', async () => {
    const url = `${base()}/${gathering.id}`;
    expect((await api('PATCH', url, fx.attendees.ana!, { location: 'Beach' })).json().location).toBe('Beach');
    expect((await api('PATCH', url, fx.attendees.ben!, { location: 'Mine' })).statusCode).toBe(403);
    expect((await api('PATCH', url, fx.org, { title: 'Sunrise yoga (moved)' })).json().title).toBe('Sunrise yoga (moved)');
    expect((await api('PATCH', url, fx.attendees.ana!, { endHour: '06:00' })).json().issues[0]).toMatchObject({ field: 'endHour' });
  });

  it('feeds the group insights', async () => {
    const insights = (await api('GET', `/events/${fx.event.slug}/attendee/groups/${groupId}/insights`, fx.attendees.ana!)).json();
    expect(insights).toMatchObject({ memberCount: 2, upcomingGatherings: 1 });
    expect(insights.topInterests[0]).toMatchObject({ interest: { id: 'yoga' }, members: 2 });
  });
});
