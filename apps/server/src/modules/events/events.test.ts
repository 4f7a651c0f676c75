import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { companyMember, multipart } from '../../test/users.js';

let t: TestApp;
type Member = Awaited<ReturnType<typeof companyMember>>;
/** Another company, only ever refused: it makes nothing. */
let b: Member;
beforeAll(async () => {
  t = await createTestApp();
  b = await companyMember(t, 'bruno');
});
afterAll(() => t.close());

let companies = 0;
/** A company of the test's own, so its list holds only what the test made. */
const company = () => companyMember(t, `alma${++companies}`);

const base = {
  name: 'Summer Makers Meetup',
  startDate: '2027-06-10',
  endDate: '2027-06-11',
  location: 'Harbour Hall, Lisbon',
  description: 'Talks, workshops and long lunches.',
  expectedAttendees: 200,
  welcomeMessage: 'Welcome!',
  organizerUsername: 'alma',
  timeZone: 'Europe/Lisbon',
};
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Member, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

async function image(kind: 'logo' | 'banner', who: Member) {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const body = multipart({ kind }, { name: 'i.png', type: 'image/png', data });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...who.headers, ...body.headers } });
  return res.json().id as string;
}

/** An event of `who`'s at `slug`, with a logo and a banner. */
async function eventAt(who: Member, slug: string, fields: object = {}) {
  const res = await api('POST', '/company/events', who, { ...base, slug, logoUploadId: await image('logo', who), bannerUploadId: await image('banner', who), ...fields });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; slug: string; logoUrl: string };
}

describe('company events', () => {
  it('creates an event with logo and banner and a slug from its name', async () => {
    const a = await company();
    const res = await api('POST', '/company/events', a, { ...base, logoUploadId: await image('logo', a), bannerUploadId: await image('banner', a) });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({ slug: 'summer-makers-meetup', name: base.name, companyId: a.company.id, attendeeCount: 0, expectedAttendees: 200 });
    expect(event.logoUrl).toMatch(/^http:\/\/mingle\.test\/media\/.+\.webp$/);
    expect(event.bannerUrl).toMatch(/\.webp$/);
    // Same name again: the next free slug.
    expect((await api('POST', '/company/events', a, base)).json().slug).toBe('summer-makers-meetup-2');
  });

  it('explains each bad field and saves nothing', async () => {
    const a = await company();
    const foreigner = await company();
    await eventAt(a, 'bad-fields-meetup');
    const before = (await api('GET', '/company/events?pageSize=100', a)).json().items.length;
    const res = await api('POST', '/company/events', a, { ...base, name: '', startDate: '2027-06-10', endDate: '2027-06-09' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ field: 'name', message: 'Required field' });
    const order = await api('POST', '/company/events', a, { ...base, endDate: '2027-06-09' });
    expect(order.json().issues).toEqual([{ field: 'endDate', key: 'endBeforeStart', message: 'End date cannot be before start date' }]);
    const long = await api('POST', '/company/events', a, { ...base, description: 'x'.repeat(161) });
    expect(long.json().issues[0]).toMatchObject({ field: 'description', key: 'descriptionTooLong' });
    const place = await api('POST', '/company/events', a, { ...base, location: '' });
    expect(place.json().issues[0]).toMatchObject({ field: 'location', key: 'required' });
    const taken = await api('POST', '/company/events', a, { ...base, slug: 'bad-fields-meetup' });
    expect([taken.statusCode, taken.json().issues[0].key]).toEqual([409, 'slugTaken']);
    // Another company's image, or a banner given as logo: refused, no event left behind.
    const foreign = await api('POST', '/company/events', a, { ...base, slug: 'foreign-img', logoUploadId: await image('logo', foreigner) });
    expect(foreign.json().issues[0]).toMatchObject({ field: 'logoUploadId', key: 'uploadNotFound' });
    const wrongKind = await api('POST', '/company/events', a, { ...base, slug: 'wrong-kind', logoUploadId: await image('banner', a) });
    expect(wrongKind.statusCode).toBe(400);
    expect((await api('GET', '/company/events?pageSize=100', a)).json().items.length).toBe(before);
  });

  it('accepts a location to be determined', async () => {
    const a = await company();
    const res = await api('POST', '/company/events', a, { ...base, slug: 'tbd-event', location: null, locationTbd: true });
    expect(res.json()).toMatchObject({ locationTbd: true, location: null });
  });

  it('edits an event by id or slug and keeps the rules', async () => {
    const a = await company();
    await eventAt(a, 'edits-taken');
    const ev = await eventAt(a, 'edits-meetup');
    const renamed = await api('PATCH', `/company/events/${ev.id}`, a, { name: 'Makers Summer', slug: 'makers-summer', description: 'Short.' });
    expect(renamed.json()).toMatchObject({ name: 'Makers Summer', slug: 'makers-summer', description: 'Short.', logoUrl: ev.logoUrl });
    const bad = await api('PATCH', '/company/events/makers-summer', a, { endDate: '2027-01-01' });
    expect(bad.json().issues[0]).toMatchObject({ field: 'endDate', message: 'End date cannot be before start date' });
    const taken = await api('PATCH', '/company/events/makers-summer', a, { slug: 'edits-taken' });
    expect(taken.statusCode).toBe(409);
  });
  it('keeps old addresses working: they redirect to the current one and stay reserved', async () => {
    // Companies of its own, so the other tests' lists stay as they expect.
    const carla = await companyMember(t, 'carla');
    const dario = await companyMember(t, 'dario');
    const mine = { ...base, organizerUsername: 'carla' };
    const ev = (await api('POST', '/company/events', carla, { ...mine, slug: 'harbour-days' })).json();
    expect((await api('PATCH', `/company/events/${ev.id}`, carla, { slug: 'harbour-days-2027' })).statusCode).toBe(200);
    expect((await api('PATCH', `/company/events/${ev.id}`, carla, { slug: 'harbour-week' })).statusCode).toBe(200);
    for (const old of ['harbour-days', 'harbour-days-2027']) {
      const moved = await t.app.inject({ method: 'GET', url: `/api/v1/public/events/${old}` });
      expect([moved.statusCode, moved.headers.location]).toEqual([308, 'harbour-week']);
      // Every route that takes {event} finds it by an old slug too (a printed QR's join link).
      expect((await api('GET', `/company/events/${old}`, carla)).json().id).toBe(ev.id);
    }
    const current = await t.app.inject({ method: 'GET', url: '/api/v1/public/events/harbour-week' });
    expect([current.statusCode, current.json().slug]).toEqual([200, 'harbour-week']);
    // Nobody else may take an old address, nor does a new event get one by its name.
    const taken = await api('POST', '/company/events', dario, { ...base, organizerUsername: 'dario', slug: 'harbour-days' });
    expect([taken.statusCode, taken.json().issues[0].key]).toEqual([409, 'slugTaken']);
    const dariosEvent = (await api('POST', '/company/events', dario, { ...base, organizerUsername: 'dario', name: 'Dario fest' })).json();
    const otherMove = await api('PATCH', `/company/events/${dariosEvent.id}`, dario, { slug: 'harbour-days-2027' });
    expect(otherMove.statusCode).toBe(409);
    expect((await api('POST', '/company/events', carla, { ...mine, name: 'Harbour days' })).json().slug).toBe('harbour-days-2');
    // The event may take an old address back; it then answers directly.
    expect((await api('PATCH', `/company/events/${ev.id}`, carla, { slug: 'harbour-days' })).json().slug).toBe('harbour-days');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/events/harbour-days' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/events/harbour-week' })).headers.location).toBe('harbour-days');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/events/never-was' })).statusCode).toBe(404);
  });

  it('duplicates an event under a new name and address, and searches the list', async () => {
    const carmen = await companyMember(t, 'carmen');
    const original = (await api('POST', '/company/events', carmen, { ...base, organizerUsername: 'carmen', name: 'Harvest Fair', logoUploadId: await image('logo', carmen) })).json();
    const copy = await api('POST', `/company/events/${original.id}/duplicate`, carmen);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Harvest Fair (copy)',
      slug: 'harvest-fair-copy',
      startDate: original.startDate,
      endDate: original.endDate,
      logoUrl: original.logoUrl,
      attendeeCount: 0,
    });
    expect(copy.json().id).not.toBe(original.id);
    expect((await api('POST', `/company/events/${original.id}/duplicate`, b)).statusCode).toBe(404);
    const found = (await api('GET', '/company/events?q=harvest', carmen)).json().items.map((e: { name: string }) => e.name);
    expect(found.sort()).toEqual(['Harvest Fair', 'Harvest Fair (copy)']);
    expect((await api('GET', '/company/events?q=copy', carmen)).json().items).toHaveLength(1);
    expect((await api('GET', '/company/events?q=100%25', carmen)).json().items).toHaveLength(0);
  });

  it('pages the list with a no-more signal', async () => {
    const a = await company();
    for (const slug of ['pages-one', 'pages-two', 'pages-three']) await eventAt(a, slug);
    const p1 = (await api('GET', '/company/events?page=1&pageSize=2', a)).json();
    const p2 = (await api('GET', '/company/events?page=2&pageSize=2', a)).json();
    expect([p1.items.length, p1.hasMore, p2.items.length, p2.hasMore]).toEqual([2, true, 1, false]);
    expect((await api('GET', '/company/events?pageSize=1000', a)).statusCode).toBe(400);
  });

  it("gives another company's member 404 by id or slug on every endpoint", async () => {
    const a = await company();
    await eventAt(a, 'not-yours');
    const ev = (await api('GET', '/company/events/not-yours', a)).json();
    for (const ref of [ev.id, ev.slug]) {
      expect((await api('GET', `/company/events/${ref}`, b)).statusCode).toBe(404);
      expect((await api('PATCH', `/company/events/${ref}`, b, { name: 'Taken over' })).statusCode).toBe(404);
    }
    expect((await api('GET', '/company/events', b)).json().items).toEqual([]);
    // Without x-company-id there is no company area at all.
    const noCompany = await t.app.inject({ method: 'GET', url: '/api/v1/company/events', headers: { authorization: a.headers.authorization! } });
    expect(noCompany.statusCode).toBe(403);
  });
});

describe('public event', () => {
  it('shows the join page data to anyone and nothing company-internal', async () => {
    const a = await company();
    await eventAt(a, 'public-summer', { name: 'Makers Summer', description: 'Short.' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/events/public-summer' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'approvalRequired',
        'bannerUrl',
        'cancellationMessage',
        'capacity',
        'companyName',
        'description',
        'endDate',
        'endTime',
        'full',
        'id',
        'intentOptions',
        'location',
        'locationTbd',
        'logoUrl',
        'name',
        'organizerUsername',
        'registrationClosesAt',
        'registrationOpen',
        'slug',
        'startDate',
        'startTime',
        'status',
        'timeZone',
        'welcomeMessage',
      ].sort(),
    );
    expect(body).toMatchObject({ name: 'Makers Summer', welcomeMessage: 'Welcome!' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/events/nope' })).statusCode).toBe(404);
  });
});
