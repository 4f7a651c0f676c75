import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { call } from '../test/event-fixture.js';
import { companyMember, signedInUser } from '../test/users.js';
import { notModified } from './http-cache.js';

describe('If-None-Match', () => {
  it('matches any listed tag, weakly, or *', () => {
    expect(notModified('"a"', '"a"')).toBe(true);
    expect(notModified('W/"a"', '"a"')).toBe(true);
    expect(notModified('"a"', 'W/"a"')).toBe(true);
    expect(notModified('"b", W/"a"', '"a"')).toBe(true);
    expect(notModified('*', '"a"')).toBe(true);
    expect(notModified('"b"', '"a"')).toBe(false);
    expect(notModified(undefined, '"a"')).toBe(false);
    expect(notModified('"a', '"a"')).toBe(false);
  });
});

describe('signed-in answers', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof companyMember>>;
  let attendee: Awaited<ReturnType<typeof signedInUser>>;
  let board: string;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    const api = call(t);
    org = await companyMember(t, 'etta');
    slug = (await api('POST', '/company/events', org, { name: 'Etag Days', startDate: '2099-04-01', endDate: '2099-04-02', location: 'Pier', organizerUsername: 'etta', timeZone: 'UTC' })).json().slug;
    attendee = await signedInUser(t, 'ettore');
    await api('POST', `/events/${slug}/join`, attendee);
    board = (await api('POST', `/events/${slug}/groups`, org, { name: 'Jazz', icon: '🎷' })).json().id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('are private, revalidated each time, and a bodiless 304 while unchanged', async () => {
    for (const url of [`/events/${slug}/attendee/groups`, `/events/${slug}/attendee/groups/${board}/messages`, '/events/me']) {
      const first = await get(url, attendee.headers);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { ...attendee.headers, 'if-none-match': first.headers.etag as string });
      expect([again.statusCode, again.body], url).toEqual([304, '']);
    }
  });

  it('answer in full once the data changed', async () => {
    const url = `/events/${slug}/attendee/groups/${board}/messages`;
    const before = await get(url, attendee.headers);
    expect((await call(t)('POST', `${url}`, org, { body: 'Welcome, everyone' })).statusCode).toBe(201);
    const after = await get(url, { ...attendee.headers, 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().items.map((m: { body: string }) => m.body)).toContain('Welcome, everyone');
  });

  it('leave public and failed answers alone', async () => {
    const missing = await get(`/events/${slug}/attendee/groups/00000000-0000-4000-8000-000000000000/messages`, attendee.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const places = await get('/places?q=Lis', {});
    expect(places.headers['cache-control']).not.toBe('private, no-cache');
  });
});
