import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call, eventWithAttendees, type Who } from '../test/event-fixture.js';

/**
 * Names, titles and locations are one line: every create and edit refuses a control character or
 * line break in them with 400 naming the field ('controlCharacter'), the same rule the forms use.
 */
let t: TestApp;
let api: ReturnType<typeof call>;
let org: Who;
let ana: Who;
let slug: string;
let eventId: string;
let companySlug: string;
let groupPath: string;
let gatheringsPath: string;
let gatheringId: string;
let announcementId: string;
let profile: Record<string, unknown>;

const BAD = ['\r', '\n', '\r\n', '\t', '\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'];

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const fx = await eventWithAttendees(t, 'cc', { ana: ['hiking'] });
  ({ org } = fx);
  ana = fx.attendees.ana!;
  ({ slug, id: eventId } = fx.event);
  companySlug = ((await api('GET', '/auth/me', org)).json() as { membership: { slug: string } }).membership.slug;
  const group = (await api('POST', `/events/${slug}/groups`, org, { name: 'Walkers', icon: '🥾' })).json() as { id: string };
  groupPath = `/events/${slug}/groups/${group.id}`;
  gatheringsPath = `/events/${slug}/attendee/groups/${group.id}/gatherings`;
  await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, ana);
  gatheringId = ((await api('POST', gatheringsPath, ana, { title: 'Walk', startDate: '2099-06-11', startHour: '10:00', location: 'Pier' })).json() as { id: string }).id;
  announcementId = (
    (await api('POST', `/company/events/${eventId}/announcements`, org, { title: 'Hi', body: 'Welcome', audience: 'event', sendAt: new Date(Date.now() + 86_400_000).toISOString() })).json() as {
      id: string;
    }
  ).id;
  const place = ((await api('GET', '/places?q=Lisbon', ana)).json() as { id: string }[])[0]!.id;
  const three = ((await api('GET', '/places?q=Par', ana)).json() as { id: string }[]).slice(0, 3).map((p) => p.id);
  profile = { firstName: 'Ana', lastName: 'Test', gender: 'other', hometownId: place, interests: ['hiking'], adventures: three, destinations: three };
});
afterAll(() => t?.close());

type Case = { what: string; method: 'POST' | 'PUT' | 'PATCH'; url: () => string; who: () => Who | undefined; body: () => Record<string, unknown>; field: string; path?: (v: string) => unknown };
const event = { name: 'Fair', startDate: '2099-07-01', endDate: '2099-07-02', locationTbd: false, location: 'Hall', welcomeMessage: '', organizerUsername: 'org', timeZone: 'Europe/Lisbon' };
const cases: Case[] = [
  { what: 'sign-up', method: 'POST', url: () => '/auth/register', who: () => undefined, body: () => ({ email: 'new@example.com', username: 'fresh', password: 'Sunshine1!' }), field: 'username' },
  ...(['firstName', 'lastName'] as const).map((field): Case => ({ what: 'profile', method: 'PUT', url: () => `/events/${slug}/profile`, who: () => ana, body: () => profile, field })),
  { what: 'new company', method: 'POST', url: () => '/companies', who: () => ana, body: () => ({ slug: 'acme', name: 'Acme', contactInformation: 'hi@acme.test' }), field: 'name' },
  { what: 'company edit', method: 'PATCH', url: () => `/companies/${companySlug}`, who: () => org, body: () => ({}), field: 'name' },
  ...(['name', 'location', 'organizerUsername'] as const).flatMap((field): Case[] => [
    { what: 'new event', method: 'POST', url: () => '/company/events', who: () => org, body: () => event, field },
    { what: 'event edit', method: 'PATCH', url: () => `/company/events/${eventId}`, who: () => org, body: () => ({}), field },
  ]),
  { what: 'new group', method: 'POST', url: () => `/events/${slug}/groups`, who: () => org, body: () => ({ name: 'Runners', icon: '🏃' }), field: 'name' },
  { what: 'group edit', method: 'PATCH', url: () => groupPath, who: () => org, body: () => ({}), field: 'name' },
  { what: 'group label', method: 'PATCH', url: () => groupPath, who: () => org, body: () => ({}), field: 'labels.0', path: (v) => ({ labels: [v] }) },
  ...(['title', 'location'] as const).flatMap((field): Case[] => [
    { what: 'new gathering', method: 'POST', url: () => gatheringsPath, who: () => ana, body: () => ({ title: 'Run', startDate: '2099-06-11', startHour: '09:00', location: 'Park' }), field },
    { what: 'gathering edit', method: 'PATCH', url: () => `${gatheringsPath}/${gatheringId}`, who: () => ana, body: () => ({}), field },
  ]),
  { what: 'new announcement', method: 'POST', url: () => `/company/events/${eventId}/announcements`, who: () => org, body: () => ({ title: 'Hi', body: 'Hello', audience: 'event' }), field: 'title' },
  {
    what: 'announcement edit',
    method: 'PUT',
    url: () => `/company/events/${eventId}/announcements/${announcementId}`,
    who: () => org,
    body: () => ({ title: 'Hi', body: 'Hello', audience: 'event', sendAt: new Date(Date.now() + 86_400_000).toISOString() }),
    field: 'title',
  },
];

describe('control characters in names, titles and locations', () => {
  it.each(cases.map((c) => [`${c.what}: ${c.field}`, c] as const))('%s answers 400 naming the field', async (_, c) => {
    for (const [i, ch] of BAD.entries()) {
      const value = `Party${ch}END:VEVENT`;
      const payload = { ...c.body(), ...(c.path ? (c.path(value) as object) : { [c.field]: value }) };
      const res = await t.app.inject({ method: c.method, url: `/api/v1${c.url()}`, headers: c.who()?.headers ?? {}, payload, remoteAddress: `10.77.0.${i + 1}` });
      expect([JSON.stringify(ch), res.statusCode]).toEqual([JSON.stringify(ch), 400]);
      expect(res.json().issues).toContainEqual({ field: c.field, key: expect.stringMatching(/^(controlCharacter|invalidCharacter)$/), message: expect.any(String) });
      // NUL keeps its own key (decision 008); every other one is the one-line rule.
      if (ch !== '\u0000') expect(res.json().issues).toContainEqual({ field: c.field, key: 'controlCharacter', message: 'Keep this to one line, without tabs or other control characters' });
    }
  });

  it('still takes the same values without them, trimming a pasted line break at either end', async () => {
    const res = await api('PATCH', `${gatheringsPath}/${gatheringId}`, ana, { title: '\r\nSunrise walk\n', location: 'Pier 4, east side' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Sunrise walk', location: 'Pier 4, east side' });
  });
});
