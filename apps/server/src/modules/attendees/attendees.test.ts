import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.js';
import { companyMember, signedInUser } from '../../test/users.js';
import { profiles } from '../../db/schema/index.js';

let t: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>> & { username: string };
let org: Awaited<ReturnType<typeof companyMember>>;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: { headers: Record<string, string> }, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

async function placeId(q: string) {
  const res = await api('GET', `/places?q=${encodeURIComponent(q)}`, org);
  return res.json()[0].id as string;
}

const places: Record<string, string> = {};
const profile = (overrides: object = {}) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  gender: 'female',
  hometownId: places.lisbon,
  interests: ['hiking', 'street-photography', 'board-games'],
  adventures: [places.tokyo, places.peru, places.reykjavik],
  destinations: [places.cairo, places.iceland, places.nairobi],
  keepForFuture: true,
  ...overrides,
});
/** Ana's profile once she has changed it: another first name, one interest, another hometown. */
const annasProfile = () => profile({ firstName: 'Anna', interests: ['hiking'], hometownId: places.porto });

let scenes = 0;
/** People and two events of the test's own: nobody has joined anything yet. */
async function scene() {
  const n = ++scenes;
  const person = async (name: string): Promise<User> => ({ ...(await signedInUser(t, `${name}${n}`)), username: `${name}${n}` });
  const [ana, kofi, mei] = [await person('ana'), await person('kofi'), await person('mei')];
  const ev = (name: string, startDate: string, endDate: string) =>
    api('POST', '/company/events', org, { name, startDate, endDate, location: 'Hall', organizerUsername: 'org', timeZone: 'Europe/Lisbon' }).then(
      (r) => r.json() as Promise<{ id: string; slug: string }>,
    );
  const eventA = await ev('Makers Meetup', '2099-06-10', '2099-06-11');
  const eventB = await ev('Other Summit', '2099-07-01', '2099-07-02');
  return { ana, kofi, mei, eventA, eventB, person };
}

/** A scene where ana has joined event A and saved (and kept) her changed profile there. */
async function anaWithProfile() {
  const s = await scene();
  await api('POST', `/events/${s.eventA.slug}/join`, s.ana);
  const saved = await api('PUT', `/events/${s.eventA.slug}/profile`, s.ana, annasProfile());
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return s;
}

/** A scene where ana, kofi and mei have joined event A, each with a profile. */
async function directory() {
  const s = await anaWithProfile();
  for (const who of [s.kofi, s.mei]) await api('POST', `/events/${s.eventA.slug}/join`, who);
  await api('PUT', `/events/${s.eventA.slug}/profile`, s.kofi, profile({ firstName: 'Kofi', lastName: 'Mensah', gender: 'male', interests: ['hiking', 'jazz'] }));
  await api('PUT', `/events/${s.eventA.slug}/profile`, s.mei, profile({ firstName: 'Mei', lastName: 'Chen', interests: ['street-photography'] }));
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  // Only the owner of the tests' events: nothing reads its company's list.
  org = await companyMember(t, 'org');
  for (const [k, q] of Object.entries({ lisbon: 'Lisbon', tokyo: 'Tokyo', peru: 'Peru', reykjavik: 'Reykjavik', cairo: 'Cairo', iceland: 'Iceland', nairobi: 'Nairobi', porto: 'Porto' })) {
    places[k] = await placeId(q);
  }
});
afterAll(() => t.close());

describe('places', () => {
  it('finds cities and countries by prefix, most relevant first, with coordinates', async () => {
    const { ana } = await scene();
    const res = (await api('GET', '/places?q=lis', ana)).json();
    expect(res[0]).toMatchObject({ id: expect.stringMatching(/^city:/), name: 'Lisbon', displayName: 'Lisbon, Portugal', countryCode: 'PT' });
    expect(res[0].lat).toBeCloseTo(38.7, 0);
    expect((await api('GET', '/places?q=Sao%20Pa', ana)).json()[0].name).toBe('São Paulo');
    expect((await api('GET', '/places?q=portu', ana)).json()[0]).toMatchObject({ kind: 'country', name: 'Portugal' });
    expect((await api('GET', '/places?q=', ana)).statusCode).toBe(400);
  });
});

describe('joining and my events', () => {
  it('joins by slug, idempotently, and lists my events', async () => {
    const { ana, kofi, mei, eventA, eventB } = await scene();
    const first = await api('POST', `/events/${eventA.slug}/join`, ana);
    expect(first.json()).toMatchObject({ event: { slug: eventA.slug }, hasProfile: false });
    const again = await api('POST', `/events/${eventA.slug}/join`, ana);
    expect(again.json().joinedAt).toBe(first.json().joinedAt);
    await api('POST', `/events/${eventA.id}/join`, kofi);
    await api('POST', `/events/${eventA.slug}/join`, mei);
    await api('POST', `/events/${eventB.slug}/join`, mei);
    const mine = (await api('GET', '/events/me', mei)).json();
    expect(mine.items.map((e: { slug: string }) => e.slug)).toEqual([eventA.slug, eventB.slug]);
    expect(mine.items[0]).toMatchObject({ current: true, hasProfile: false });
    expect((await api('POST', '/events/no-such-event/join', ana)).statusCode).toBe(404);
  });
});

describe('profiles', () => {
  it('sends a joined attendee without a profile to setup (404 ProfileNotFoundException)', async () => {
    const { ana, eventA } = await scene();
    await api('POST', `/events/${eventA.slug}/join`, ana);
    const res = await api('GET', `/events/${eventA.slug}/profile`, ana);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'ProfileNotFoundException', message: 'Profile not found' });
  });

  it('creates, reads and updates a profile with interests and exactly three places each', async () => {
    const { ana, eventA } = await scene();
    await api('POST', `/events/${eventA.slug}/join`, ana);
    const created = await api('PUT', `/events/${eventA.slug}/profile`, ana, profile());
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ username: ana.username, firstName: 'Ana', gender: 'female', hometown: { displayName: 'Lisbon, Portugal' } });
    expect(body.interests.map((i: { id: string }) => i.id)).toEqual(['board-games', 'hiking', 'street-photography']);
    expect(body.adventures.map((p: { id: string }) => p.id)).toEqual([places.tokyo, places.peru, places.reykjavik]);
    expect(body.destinations).toHaveLength(3);

    const updated = await api('PUT', `/events/${eventA.slug}/profile`, ana, annasProfile());
    expect(updated.json()).toMatchObject({ id: body.id, firstName: 'Anna', hometown: { name: 'Porto' } });
    expect((await api('GET', `/events/${eventA.id}/profile`, ana)).json().interests).toHaveLength(1);
  });

  it('names each bad field and leaves the old profile whole', async () => {
    const { ana, eventA } = await anaWithProfile();
    const cases: [object, string, string][] = [
      [{ interests: [] }, 'interests', 'atLeastOneInterest'],
      [{ adventures: [places.tokyo, places.peru] }, 'adventures', 'exactlyThreePlaces'],
      [{ destinations: [places.cairo, places.cairo, places.iceland] }, 'destinations', 'distinctPlaces'],
      [{ gender: 'robot' }, 'gender', 'invalidValue'],
      [{ gender: '' }, 'gender', 'required'],
      [{ firstName: '' }, 'firstName', 'required'],
      [{ hometownId: 'city:0' }, 'hometownId', 'unknownPlace'],
      [{ adventures: [places.tokyo, 'city:0', places.peru] }, 'adventures.1', 'unknownPlace'],
      [{ interests: ['hiking', 'underwater-basket-weaving'] }, 'interests', 'unknownInterest'],
    ];
    for (const [patch, field, key] of cases) {
      const res = await api('PUT', `/events/${eventA.slug}/profile`, ana, profile(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ field, key });
    }
    const still = (await api('GET', `/events/${eventA.slug}/profile`, ana)).json();
    expect(still).toMatchObject({ firstName: 'Anna', hometown: { name: 'Porto' } });
    expect(still.adventures).toHaveLength(3);
  });

  it('refuses a profile for an event I did not join, writing nothing', async () => {
    const { ana, eventA, eventB } = await scene();
    await api('POST', `/events/${eventA.slug}/join`, ana);
    const res = await api('PUT', `/events/${eventB.slug}/profile`, ana, profile());
    expect(res.statusCode).toBe(404);
    const rows = await t.database.db.select({ n: count() }).from(profiles).where(eq(profiles.eventId, eventB.id));
    expect(rows[0]!.n).toBe(0);
  });

  it('offers the kept profile to pre-fill the next event', async () => {
    const { ana, kofi } = await anaWithProfile();
    const saved = (await api('GET', '/profile/saved', ana)).json();
    expect(saved.profile).toMatchObject({ firstName: 'Anna', keptAt: expect.any(String) });
    expect((await api('GET', '/profile/saved', kofi)).json()).toEqual({ profile: null });
  });
});

describe('attendee directory', () => {
  it('pages attendees with shared interests, search by name and filter by interest', async () => {
    const { ana, kofi, eventA } = await directory();
    const p1 = (await api('GET', `/events/${eventA.slug}/attendees?pageSize=2`, ana)).json();
    const p2 = (await api('GET', `/events/${eventA.slug}/attendees?pageSize=2&page=2`, ana)).json();
    expect([p1.items.length, p1.hasMore, p2.items.length, p2.hasMore]).toEqual([2, true, 1, false]);
    const kofiCard = [...p1.items, ...p2.items].find((c: { username: string }) => c.username === kofi.username);
    expect(kofiCard).toMatchObject({ firstName: 'Kofi', hometown: 'Lisbon, Portugal', isMe: false });
    expect(kofiCard.sharedInterests.map((i: { id: string }) => i.id)).toEqual(['hiking']);

    const search = (await api('GET', `/events/${eventA.slug}/attendees?q=mens`, ana)).json();
    expect(search.items.map((c: { username: string }) => c.username)).toEqual([kofi.username]);
    const jazz = (await api('GET', `/events/${eventA.slug}/attendees?interest=jazz`, ana)).json();
    expect(jazz.items.map((c: { username: string }) => c.username)).toEqual([kofi.username]);
    const profileOfKofi = await api('GET', `/events/${eventA.slug}/attendees/${kofi.id}`, ana);
    expect(profileOfKofi.json()).toMatchObject({ username: kofi.username, lastName: 'Mensah' });
  });

  it('gives an attendee of another event 404 for everything of this one', async () => {
    const { ana, kofi, eventA, eventB, person } = await directory();
    const outsider = await person('zed');
    await api('POST', `/events/${eventB.slug}/join`, outsider);
    for (const url of [`/events/${eventA.slug}/attendees`, `/events/${eventA.slug}/attendees/${kofi.id}`, `/events/${eventA.slug}/profile`]) {
      expect((await api('GET', url, outsider)).statusCode, url).toBe(404);
    }
    // Someone who is in the event but has not joined B cannot see B's people either.
    expect((await api('GET', `/events/${eventB.slug}/attendees`, ana)).statusCode).toBe(404);
    expect((await api('GET', `/events/${eventA.slug}/attendees/${outsider.id}`, ana)).statusCode).toBe(404);
  });
});
