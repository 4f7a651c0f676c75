import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call } from '../../test/event-fixture.js';
import { companyMember, multipart, signedInUser } from '../../test/users.js';

// Decision 015: the public event answer is kept in memory per process, and every edit drops it in
// every process; these go through the HTTP API only.
let t: TestApp;
let org: Awaited<ReturnType<typeof companyMember>>;
let event: { id: string; slug: string };
const api = () => call(t);
beforeAll(async () => {
  t = await createTestApp();
  org = await companyMember(t, 'cora');
  event = (
    await api()('POST', '/company/events', org, {
      name: 'Cached Fair',
      startDate: '2099-03-01',
      endDate: '2099-03-02',
      location: 'Dock 4',
      organizerUsername: 'cora',
      timeZone: 'Europe/Lisbon',
    })
  ).json();
});
afterAll(() => t.close());

const read = (app: TestApp['app'], slug: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/v1/public/events/${slug}`, headers });

async function banner() {
  const data = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#a37' } })
    .png()
    .toBuffer();
  const body = multipart({ kind: 'banner' }, { name: 'b.png', type: 'image/png', data });
  return (await t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...org.headers, ...body.headers } })).json().id as string;
}

describe('the public event answer', () => {
  it('carries a strong ETag and answers 304 to a client that has it', async () => {
    const first = await read(t.app, event.slug);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const again = await read(t.app, event.slug, { 'if-none-match': first.headers.etag as string });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', first.headers.etag]);
    // Weak comparison, and a list of tags, as browsers and caches send them.
    expect((await read(t.app, event.slug, { 'if-none-match': `"other", W/${first.headers.etag}` })).statusCode).toBe(304);
    expect((await read(t.app, event.slug, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await read(t.app, event.slug)).body).toBe(first.body);
  });

  it('shows an edit through the API on the very next read, with a new ETag', async () => {
    const before = await read(t.app, event.slug);
    const edited = await api()('PATCH', `/company/events/${event.id}`, org, { name: 'Cached Fair, renamed', welcomeMessage: 'Hello again' });
    expect(edited.statusCode).toBe(200);
    const after = await read(t.app, event.slug, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: 'Cached Fair, renamed', welcomeMessage: 'Hello again' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('shows a new image and a new address at once; the old address redirects, attendee routes follow', async () => {
    const attendee = await signedInUser(t, 'cato');
    expect((await api()('POST', `/events/${event.slug}/join`, attendee)).statusCode).toBeLessThan(300);
    // Read through every cached path first: the public answer and the attendee routes' event lookups.
    expect((await read(t.app, event.slug)).json().bannerUrl).toBeNull();
    const attendeeReads = (ref: string) => [`/events/${ref}/attendees`, `/events/${ref}/attendee/groups`];
    for (const url of attendeeReads(event.slug)) expect((await api()('GET', url, attendee)).statusCode).toBe(200);
    const bannerUploadId = await banner();
    const moved = await api()('PATCH', `/company/events/${event.id}`, org, { bannerUploadId, slug: 'cached-fair-2099' });
    expect(moved.statusCode).toBe(200);
    const now = await read(t.app, 'cached-fair-2099');
    expect(now.json().bannerUrl).toBe(moved.json().bannerUrl);
    expect(now.json().bannerUrl).toMatch(/\/media\/.+\.webp$/);
    const old = await read(t.app, event.slug);
    expect([old.statusCode, old.headers.location]).toEqual([308, 'cached-fair-2099']);
    for (const ref of [event.slug, 'cached-fair-2099', event.id]) {
      for (const url of attendeeReads(ref)) expect((await api()('GET', url, attendee)).statusCode).toBe(200);
    }
    // Taking the old address back: it answers directly again, and the newer one redirects.
    await api()('PATCH', `/company/events/${event.id}`, org, { slug: event.slug });
    expect((await read(t.app, event.slug)).json().slug).toBe(event.slug);
    expect((await read(t.app, 'cached-fair-2099')).headers.location).toBe(event.slug);
  });

  it('is dropped in another instance of the app on the same database when one of them edits', async () => {
    const other = await t.sibling();
    try {
      const seen = (await read(other.app, event.slug)).json();
      expect((await api()('PATCH', `/company/events/${event.id}`, org, { name: `${seen.name} (edited elsewhere)` })).statusCode).toBe(200);
      // The other instance hears of it through NOTIFY, a moment after the edit commits.
      await expect.poll(async () => (await read(other.app, event.slug)).json().name, { timeout: 5_000 }).toBe(`${seen.name} (edited elsewhere)`);
      // And the other way round.
      const orgThere = { headers: org.headers };
      expect((await call({ ...t, app: other.app })('PATCH', `/company/events/${event.id}`, orgThere, { name: 'Back home' })).statusCode).toBe(200);
      await expect.poll(async () => (await read(t.app, event.slug)).json().name, { timeout: 5_000 }).toBe('Back home');
    } finally {
      await other.close();
    }
  });
});

describe('the interests catalogue', () => {
  it('carries a strong ETag, is cached for an hour, and answers 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/interests' });
    expect(first.statusCode).toBe(200);
    expect(first.json().length).toBeGreaterThan(10);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/interests', headers: { 'if-none-match': first.headers.etag as string } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });
});
