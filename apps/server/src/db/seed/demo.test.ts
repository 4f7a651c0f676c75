import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { DEMO_ORGANISER, DEMO_PASSWORD, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds a company, an event and attendees who can sign in', async () => {
  const demo = await seedDemo(t.database.db);
  const organiser = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: DEMO_ORGANISER, password: DEMO_PASSWORD } });
  expect(organiser.json().membership).toMatchObject({ slug: 'northwind', role: 'owner' });
  expect(demo.attendees.length).toBeGreaterThanOrEqual(5);
  const attendee = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: demo.attendees[0], password: DEMO_PASSWORD } });
  expect(attendee.statusCode).toBe(200);
  expect(attendee.json().membership).toBeUndefined();
});
