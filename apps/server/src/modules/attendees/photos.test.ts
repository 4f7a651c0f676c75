import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who, scanCode } from '../../test/event-fixture.js';
import { multipart } from '../../test/users.js';
import { uploads } from '../../db/schema/index.js';

/** Profile photos: uploaded by the person, attached to their own profile only, shown wherever they appear. */
let t: TestApp;
let api: ReturnType<typeof call>;
let slug: string;
let eventId: string;
let org: Who & { company: { id: string } };
let ana: Who;
let kofi: Who;
let mei: Who;
let places: { hometownId: string; three: string[] };

const png = (size = 80) =>
  sharp({ create: { width: size, height: size + 20, channels: 3, background: { r: 250, g: 140, b: 70 } } })
    .png()
    .toBuffer();

async function upload(who: Who, kind: string) {
  const body = multipart({ kind }, { name: 'me.png', type: 'image/png', data: await png() });
  return t.app.inject({ method: 'POST', url: '/api/v1/uploads', payload: body.payload, headers: { ...who.headers, ...body.headers } });
}

const profile = (firstName: string, extra: object = {}) => ({
  firstName,
  lastName: 'Test',
  gender: 'other',
  hometownId: places.hometownId,
  interests: ['jazz'],
  adventures: places.three,
  destinations: places.three,
  ...extra,
});
const putProfile = (who: Who, body: object, event = slug) => api('PUT', `/events/${event}/profile`, who, body);
const card = async (viewer: Who, userId: string) =>
  ((await api('GET', `/events/${slug}/attendees?pageSize=100`, viewer)).json().items as { userId: string; photoUrl: string | null }[]).find((c) => c.userId === userId);

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const world = await eventWithAttendees(t, 'ph', { ana: ['jazz'], kofi: ['jazz'], mei: ['jazz'] });
  ({ org } = world);
  ({ ana, kofi, mei } = world.attendees as Record<'ana' | 'kofi' | 'mei', Who>);
  ({ slug, id: eventId } = world.event);
  places = {
    hometownId: (await api('GET', '/places?q=Lisbon', ana)).json()[0].id,
    three: ((await api('GET', '/places?q=Par', ana)).json() as { id: string }[]).slice(0, 3).map((p) => p.id),
  };
});
afterAll(() => t.close());

describe('profile photos', () => {
  let photoId: string;
  let photoUrl: string;

  it('lets an attendee without a company upload a square photo, re-encoded and belonging to no company', async () => {
    const res = await upload(ana, 'photo');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'photo', width: 512, height: 512 });
    ({ id: photoId, url: photoUrl } = res.json());
    const media = await t.app.inject({ method: 'GET', url: new URL(photoUrl).pathname });
    expect(media.headers['content-type']).toBe('image/webp');
    expect(await sharp(media.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, photoId));
    expect(row).toMatchObject({ kind: 'photo', uploadedBy: ana.id, companyId: null });
    // An attendee still cannot upload an event image.
    expect((await upload(ana, 'logo')).statusCode).toBe(403);
  });

  it('attaches it to my profile and shows it on the directory, my profile and to other attendees', async () => {
    const saved = await putProfile(ana, profile('Ana', { photoUploadId: photoId }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ photoUploadId: photoId, photoUrl });
    expect((await api('GET', `/events/${slug}/profile`, ana)).json()).toMatchObject({ photoUploadId: photoId, photoUrl });
    expect(await card(kofi, ana.id)).toMatchObject({ photoUrl });
    expect(await card(kofi, mei.id)).toMatchObject({ photoUrl: null });
    expect((await api('GET', `/events/${slug}/attendees/${ana.id}`, kofi)).json()).toMatchObject({ photoUrl });
    // The organisers' attendee list shows it too.
    const listed = (await api('GET', `/company/events/${eventId}/attendees`, org)).json().items as { userId: string; photoUrl: string | null }[];
    expect(listed.find((a) => a.userId === ana.id)).toMatchObject({ photoUrl });
  });

  it('keeps the photo when a save leaves it out', async () => {
    const res = await putProfile(ana, profile('Ana'));
    expect(res.json()).toMatchObject({ photoUploadId: photoId, photoUrl });
  });

  it("puts the author's photo on board messages (the answer, which is also what goes live) and in the history; null for others", async () => {
    const group = (await api('POST', `/events/${slug}/groups`, org, { name: 'Photo walk', icon: '📷' })).json();
    for (const who of [ana, kofi]) await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who);
    const posted = await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, ana, { body: 'Hello!' });
    expect(posted.json()).toMatchObject({ authorId: ana.id, authorPhotoUrl: photoUrl });
    await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, kofi, { body: 'Hi Ana' });
    await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, org, { body: 'Welcome, both' });
    const history = (await api('GET', `/events/${slug}/attendee/groups/${group.id}/messages`, kofi)).json();
    expect(history.items.map((m: { authorPhotoUrl: string | null }) => m.authorPhotoUrl)).toEqual([photoUrl, null, null]);
    // The group's member list too.
    const members = (await api('GET', `/events/${slug}/attendee/groups/${group.id}/members`, kofi)).json().items as { userId: string; photoUrl: string | null }[];
    expect(Object.fromEntries(members.map((m) => [m.userId, m.photoUrl]))).toEqual({ [ana.id]: photoUrl, [kofi.id]: null });
  });

  it('shows it to a connection: on the connection, its list and the connection profile', async () => {
    const made = (await scanCode(t, slug, ana, kofi)).json();
    expect(made.connection.other).toMatchObject({ userId: ana.id, photoUrl });
    const list = (await api('GET', `/events/${slug}/connections`, kofi)).json();
    expect(list.items[0].other).toMatchObject({ photoUrl });
    const theirs = (await api('GET', `/events/${slug}/connections`, ana)).json();
    expect(theirs.items[0].other).toMatchObject({ userId: kofi.id, photoUrl: null });
    expect((await api('GET', `/events/${slug}/users/${ana.id}/profile`, kofi)).json()).toMatchObject({ photoUrl });
  });

  it("refuses someone else's photo, an event image and an unknown id, naming photoUploadId, and changes nothing", async () => {
    const logo = await upload(org, 'logo');
    expect(logo.statusCode).toBe(201);
    const cases: [string, string, string][] = [
      ["ana's photo", photoId, 'uploadNotFound'],
      ['a logo', logo.json().id, 'uploadNotFound'],
      ['an unknown id', '7d8f6e3c-1111-4222-8333-944455556666', 'uploadNotFound'],
      ['not an id', 'photo.png', 'invalidValue'],
    ];
    for (const [what, id, key] of cases) {
      const res = await putProfile(mei, profile('Mei', { photoUploadId: id }));
      expect(res.statusCode, what).toBe(400);
      expect(res.json().issues[0], what).toMatchObject({ field: 'photoUploadId', key });
    }
    expect((await api('GET', `/events/${slug}/profile`, mei)).json()).toMatchObject({ photoUploadId: null, photoUrl: null });
    // An organiser has a photo of their own, like anyone signed in.
    expect((await upload(org, 'photo')).statusCode).toBe(201);
  });

  it('removes the photo with null: initials everywhere again', async () => {
    const res = await putProfile(ana, profile('Ana', { photoUploadId: null }));
    expect(res.json()).toMatchObject({ photoUploadId: null, photoUrl: null });
    expect(await card(kofi, ana.id)).toMatchObject({ photoUrl: null });
    const list = (await api('GET', `/events/${slug}/connections`, kofi)).json();
    expect(list.items[0].other).toMatchObject({ photoUrl: null });
  });

  it('lets me reuse my own photo at another event (a kept profile carries it)', async () => {
    await putProfile(ana, profile('Ana', { photoUploadId: photoId, keepForFuture: true }));
    const saved = (await api('GET', '/profile/saved', ana)).json();
    expect(saved.profile).toMatchObject({ photoUploadId: photoId, photoUrl });
    const other = await eventWithAttendees(t, 'ph2', {});
    await api('POST', `/events/${other.event.slug}/join`, ana);
    const res = await putProfile(ana, profile('Ana', { photoUploadId: saved.profile.photoUploadId }), other.event.slug);
    expect(res.json()).toMatchObject({ photoUrl });
  });

  it('caps the photos one person uploads in a day, for that person only and never from the company budget', async () => {
    await t.database.db.insert(uploads).values(
      Array.from({ length: LIMITS.photoUploadsPerUserPerDay }, (_, i) => ({
        kind: 'photo' as const,
        storageKey: `flood-${i}.webp`,
        contentType: 'image/webp',
        width: 1,
        height: 1,
        bytes: 1,
        uploadedBy: mei.id,
      })),
    );
    const refused = await upload(mei, 'photo');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ name: 'TooManyRequestsException', message: 'You have uploaded many photos today. Try again tomorrow.' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await upload(kofi, 'photo')).statusCode).toBe(201);
  });
});
