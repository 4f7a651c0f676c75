import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEMO_ORGANISER, DEMO_PASSWORD, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string) => (await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEMO_PASSWORD } })).json();

it('seeds an event where every insight, the map and the boards have something to show', async () => {
  const demo = await seedDemo(t.database.db);
  const organiser = await login(DEMO_ORGANISER);
  expect(organiser.membership).toMatchObject({ slug: 'northwind', role: 'owner' });
  const headers = { authorization: `Bearer ${organiser.accessToken}`, 'x-company-id': organiser.membership.companyId };

  const insights = (await t.app.inject({ method: 'GET', url: '/api/v1/company/events/summer-makers-meetup/insights', headers })).json();
  for (const key of ['joined', 'withProfile', 'engaged', 'groupMessages', 'connectionsMade', 'groupsAutomatic', 'groupsManual']) {
    expect(insights[key], key).toBeGreaterThan(0);
  }
  expect(insights.topInterests.length).toBeGreaterThan(3);
  expect(insights.joinsOverTime.length).toBeGreaterThan(1);
  for (const tab of [0, 1, 2]) {
    const map = (await t.app.inject({ method: 'GET', url: `/api/v1/company/events/summer-makers-meetup/locations?tab=${tab}`, headers })).json();
    expect(map.points.length, `tab ${tab}`).toBeGreaterThan(1);
  }

  const ana = await login(demo.attendees[0]!);
  expect(ana.membership).toBeUndefined();
  const anaHeaders = { authorization: `Bearer ${ana.accessToken}` };
  const groups = (await t.app.inject({ method: 'GET', url: '/api/v1/events/summer-makers-meetup/attendee/groups?mine=true', headers: anaHeaders })).json();
  expect(groups.items.length).toBeGreaterThan(0);
  const board = (await t.app.inject({ method: 'GET', url: `/api/v1/events/summer-makers-meetup/attendee/groups/${groups.items[0].id}/messages`, headers: anaHeaders })).json();
  expect(board.items.length).toBeGreaterThan(0);
  const chats = (await t.app.inject({ method: 'GET', url: '/api/v1/events/summer-makers-meetup/connections', headers: anaHeaders })).json();
  expect(chats.items[0].lastMessage.body).toBe('Likewise! See you at lunch.');
  // Two attendees joined without a profile: the setup flow has someone to show it to.
  const noProfile = await login(demo.attendees.at(-1)!);
  const profile = await t.app.inject({ method: 'GET', url: '/api/v1/events/summer-makers-meetup/profile', headers: { authorization: `Bearer ${noProfile.accessToken}` } });
  expect(profile.json().name).toBe('ProfileNotFoundException');
});
