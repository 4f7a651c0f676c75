import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIMITS } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who, scanCode } from '../../test/event-fixture.js';
import { multipart, signedInUser } from '../../test/users.js';
import { uploads } from '../../db/schema/index.js';

/** Profile photos: uploaded by the person, attached to their own profile only, shown wherever they appear. */
let t: TestApp;
let api: ReturnType<typeof call>;
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

let worlds = 0;
/** An event of the test's own where ana, kofi and mei have profiles, none with a photo. */
async function world() {
  const prefix = `ph${++worlds}`;
  const w = await eventWithAttendees(t, prefix, { ana: ['jazz'], kofi: ['jazz'], mei: ['jazz'] });
  const { ana, kofi, mei } = w.attendees as Record<'ana' | 'kofi' | 'mei', Who>;
  const slug = w.event.slug;
  return {
    prefix,
    org: w.org as Who & { company: { id: string } },
    slug,
    eventId: w.event.id,
    ana,
    kofi,
    mei,
    putProfile: (who: Who, body: object, event = slug) => api('PUT', `/events/${event}/profile`, who, body),
    card: async (viewer: Who, userId: string) =>
      ((await api('GET', `/events/${slug}/attendees?pageSize=100`, viewer)).json().items as { userId: string; photoUrl: string | null }[]).find((c) => c.userId === userId),
  };
}

/** A world where ana has uploaded a photo and put it on her profile. */
async function withAnasPhoto() {
  const w = await world();
  const res = await upload(w.ana, 'photo');
  if (res.statusCode !== 201) throw new Error(res.body);
  const { id: photoId, url: photoUrl } = res.json() as { id: string; url: string };
  const saved = await w.putProfile(w.ana, profile('Ana', { photoUploadId: photoId }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { ...w, photoId, photoUrl };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const reader = await signedInUser(t, 'phreader');
  places = {
    hometownId: (await api('GET', '/places?q=Lisbon', reader)).json()[0].id,
    three: ((await api('GET', '/places?q=Par', reader)).json() as { id: string }[]).slice(0, 3).map((p) => p.id),
  };
});
afterAll(() => t.close());

describe('profile photos', () => {
  it('lets an attendee without a company upload a square photo, re-encoded and belonging to no company', async () => {
    const { ana } = await world();
    const res = await upload(ana, 'photo');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'photo', width: 512, height: 512 });
    const { id: photoId, url: photoUrl } = res.json();
    const media = await t.app.inject({ method: 'GET', url: new URL(photoUrl).pathname });
    expect(media.headers['content-type']).toBe('image/webp');
    expect(await sharp(media.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, photoId));
    expect(row).toMatchObject({ kind: 'photo', uploadedBy: ana.id, companyId: null });
    // An attendee still cannot upload an event image.
    expect((await upload(ana, 'logo')).statusCode).toBe(403);
  });

  it('attaches it to my profile and shows it on the directory, my profile and to other attendees', async () => {
    const { ana, kofi, mei, org, slug, eventId, putProfile, card } = await world();
    const { id: photoId, url: photoUrl } = (await upload(ana, 'photo')).json();
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
    const { ana, putProfile, photoId, photoUrl } = await withAnasPhoto();
    const res = await putProfile(ana, profile('Ana'));
    expect(res.json()).toMatchObject({ photoUploadId: photoId, photoUrl });
  });

  it("puts the author's photo on board messages (the answer, which is also what goes live) and in the history; null for others", async () => {
    const { ana, kofi, org, slug, photoUrl } = await withAnasPhoto();
    const group = (await api('POST', `/events/${slug}/groups`, org, { name: 'Photo walk', icon: '📷' })).json();
    for (const who of [ana, kofi]) await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who);
    const posted = await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, ana, { body: 'Hello!' });
    expect(posted.json()).toMatchObject({ authorId: ana.id, authorPhotoUrl: photoUrl });
    await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, kofi, { body: 'Hi Ana' });
    await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, org, { body: 'Welcome, both' });
    const history = (await api('GET', `/events/${slug}/attendee/groups/${group.id}/messages`, kofi)).json();
    expect(history.items.map((m: { authorPhotoUrl: string | null }) => m.authorPhotoUrl)).toEqual([photoUrl, null, null]);
    // The pinned message on top of the newest page has its author's photo as well.
    await api('PUT', `/events/${slug}/attendee/groups/${group.id}/messages/${posted.json().id}/pin`, org, { pinned: true });
    const withPin = (await api('GET', `/events/${slug}/attendee/groups/${group.id}/messages`, kofi)).json();
    expect(withPin.pinned).toMatchObject({ id: posted.json().id, authorPhotoUrl: photoUrl });
    expect(withPin.items.map((m: { authorPhotoUrl: string | null }) => m.authorPhotoUrl)).toEqual([photoUrl, null, null]);
    // The group's member list too.
    const members = (await api('GET', `/events/${slug}/attendee/groups/${group.id}/members`, kofi)).json().items as { userId: string; photoUrl: string | null }[];
    expect(Object.fromEntries(members.map((m) => [m.userId, m.photoUrl]))).toEqual({ [ana.id]: photoUrl, [kofi.id]: null });
  });

  it('shows it to a connection: on the connection, its list and the connection profile', async () => {
    const { ana, kofi, slug, photoUrl } = await withAnasPhoto();
    const made = (await scanCode(t, slug, ana, kofi)).json();
    expect(made.connection.other).toMatchObject({ userId: ana.id, photoUrl });
    const list = (await api('GET', `/events/${slug}/connections`, kofi)).json();
    expect(list.items[0].other).toMatchObject({ photoUrl });
    const theirs = (await api('GET', `/events/${slug}/connections`, ana)).json();
    expect(theirs.items[0].other).toMatchObject({ userId: kofi.id, photoUrl: null });
    expect((await api('GET', `/events/${slug}/users/${ana.id}/profile`, kofi)).json()).toMatchObject({ photoUrl });
  });

  it("refuses someone else's photo, an event image and an unknown id, naming photoUploadId, and changes nothing", async () => {
    const { mei, org, slug, putProfile, photoId } = await withAnasPhoto();
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
    const { ana, kofi, slug, putProfile, card } = await withAnasPhoto();
    // kofi knows ana as a connection, where her photo shows too.
    expect((await scanCode(t, slug, ana, kofi)).statusCode).toBe(201);
    const res = await putProfile(ana, profile('Ana', { photoUploadId: null }));
    expect(res.json()).toMatchObject({ photoUploadId: null, photoUrl: null });
    expect(await card(kofi, ana.id)).toMatchObject({ photoUrl: null });
    const list = (await api('GET', `/events/${slug}/connections`, kofi)).json();
    expect(list.items[0].other).toMatchObject({ photoUrl: null });
  });

  it('lets me reuse my own photo at another event (a kept profile carries it)', async () => {
    const { ana, prefix, putProfile, photoId, photoUrl } = await withAnasPhoto();
    await putProfile(ana, profile('Ana', { photoUploadId: photoId, keepForFuture: true }));
    const saved = (await api('GET', '/profile/saved', ana)).json();
    expect(saved.profile).toMatchObject({ photoUploadId: photoId, photoUrl });
    const other = await eventWithAttendees(t, `${prefix}b`, {});
    await api('POST', `/events/${other.event.slug}/join`, ana);
    const res = await putProfile(ana, profile('Ana', { photoUploadId: saved.profile.photoUploadId }), other.event.slug);
    expect(res.json()).toMatchObject({ photoUrl });
  });

  it('caps the photos one person uploads in a day, for that person only and never from the company budget', async () => {
    const { mei, kofi } = await world();
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
