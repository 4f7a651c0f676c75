import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who, everyoneSees } from '../../test/event-fixture.js';

type Name = 'ana' | 'ben' | 'cy' | 'dee' | 'eve' | 'gus' | 'hal' | 'fay';
let t: TestApp;
let api: ReturnType<typeof call>;
let stranger: Who;
/** Places by what was searched: id and short name. */
const at: Record<string, { id: string; name: string }> = {};
const everyone = everyoneSees;

let scenes = 0;
/** Each test's own event and people, with the profiles below. */
async function scene() {
  const people = { ana: ['hiking'], ben: ['hiking'], cy: ['hiking'], dee: ['hiking'], eve: ['hiking'], gus: ['hiking'], hal: ['hiking'], fay: [] };
  const fx = await eventWithAttendees(t, `ib${++scenes}`, people);
  const slug = fx.event.slug;
  const p = fx.attendees as Record<Name, Who>;

  async function writeProfile(who: Who, name: string, interests: string[], hometown: string, destinations: string[]) {
    const ids = destinations.map((d) => at[d]!.id);
    const res = await api('PUT', `/events/${slug}/profile`, who, {
      firstName: name,
      lastName: 'Test',
      gender: 'other',
      hometownId: at[hometown]!.id,
      interests,
      adventures: ids,
      destinations: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Ana shares hiking, camping and Tokyo with Ben; only her hometown with Cy; only jazz with Dee.
  await writeProfile(p.ana, 'Ana', ['hiking', 'camping', 'jazz'], 'Lisbon', ['Tokyo', 'Rome', 'Cairo']);
  await writeProfile(p.ben, 'Ben', ['camping', 'hiking', 'chess'], 'Porto', ['Oslo', 'Tokyo', 'Lima']);
  await writeProfile(p.cy, 'Cy', ['chess'], 'Lisbon', ['Oslo', 'Lima', 'Quito']);
  await writeProfile(p.dee, 'Dee', ['jazz', 'chess'], 'Porto', ['Oslo', 'Lima', 'Quito']);
  await writeProfile(p.eve, 'Eve', ['jazz'], 'Porto', ['Oslo', 'Lima', 'Quito']);
  await writeProfile(p.gus, 'Gus', ['jazz'], 'Porto', ['Oslo', 'Lima', 'Quito']);
  await writeProfile(p.hal, 'Hal', ['chess'], 'Porto', ['Oslo', 'Lima', 'Quito']); // nothing in common with Ana

  const openers = async (viewer: Who, of: Who) => {
    const res = await api('GET', `/events/${slug}/attendees/${of.id}/openers`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().openers as { kind: string; names: string[]; guide: { articleId: string; section: number } }[];
  };
  const toMeet = async (viewer: Who) => {
    const res = await api('GET', `/events/${slug}/people-to-meet`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as { userId: string; firstName: string; reason: { kind: string; names: string[] } }[];
  };
  const setPrivacy = (who: Who, visibility: object, hiddenFromDirectory = false) =>
    api('PUT', `/events/${slug}/profile/privacy`, who, { visibility: { ...everyone, ...visibility }, hiddenFromDirectory });
  return { slug, p, openers, toMeet, setPrivacy };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  stranger = (await eventWithAttendees(t, 'ic', { zed: ['hiking'] })).attendees.zed!;
  for (const q of ['Lisbon', 'Porto', 'Tokyo', 'Rome', 'Cairo', 'Oslo', 'Lima', 'Quito']) {
    const [first] = (await api('GET', `/places?q=${q}`, stranger)).json() as { id: string; name: string }[];
    at[q] = first!;
  }
});
afterAll(() => t.close());

describe('conversation openers', () => {
  it('name only what the two share, each linked to its guide', async () => {
    const { p, openers } = await scene();
    expect(await openers(p.ana, p.ben)).toEqual([
      { kind: 'destination', names: [at.Tokyo!.name], guide: { articleId: '1', section: 4 } },
      { kind: 'interest', names: ['Camping', 'Hiking'], guide: { articleId: '2', section: 3 } },
      // Both have been to Tokyo too (their adventures), which is its own thing to share.
      { kind: 'adventure', names: [at.Tokyo!.name], guide: { articleId: '3', section: 6 } },
    ]);
    expect(await openers(p.ana, p.cy)).toEqual([{ kind: 'hometown', names: [at.Lisbon!.name], guide: { articleId: '3', section: 6 } }]);
    expect(await openers(p.ana, p.hal)).toEqual([]);
    expect(await openers(p.ana, p.ana)).toEqual([]);
  });

  it('never use a field the viewer may not see, and follow it when it opens to connections', async () => {
    const { p, openers, setPrivacy } = await scene();
    expect((await setPrivacy(p.ben, { interests: 'connections', destinations: 'me', adventures: 'me' })).statusCode).toBe(200);
    expect(await openers(p.ana, p.ben)).toEqual([]);
    // What Ana keeps to herself still counts for her: it is hers.
    await setPrivacy(p.ana, { interests: 'me' });
    expect((await openers(p.ana, p.dee)).map((o) => o.names)).toEqual([['Jazz']]);
    await setPrivacy(p.ana, {});
    await setPrivacy(p.ben, {});
  });

  it('are not there for a block either way, a stranger, or a person without a profile', async () => {
    const { slug, p, openers, toMeet } = await scene();
    expect((await api('POST', `/events/${slug}/blocks`, p.gus, { userId: p.ana.id })).statusCode).toBe(201);
    expect((await api('GET', `/events/${slug}/attendees/${p.gus.id}/openers`, p.ana)).statusCode).toBe(404);
    expect((await api('GET', `/events/${slug}/attendees/${p.ana.id}/openers`, p.gus)).statusCode).toBe(404);
    expect((await api('GET', `/events/${slug}/attendees/${p.fay.id}/openers`, p.ana)).statusCode).toBe(404);
    expect((await api('GET', `/events/${slug}/attendees/${p.ana.id}/openers`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/events/${slug}/people-to-meet`, stranger)).statusCode).toBe(404);
    expect((await api('GET', `/events/${slug}/people-to-meet`, { headers: {} })).statusCode).toBe(401);
    // Without a profile of my own there is nothing I share.
    expect(await openers(p.fay, p.ana)).toEqual([]);
    expect(await toMeet(p.fay)).toEqual([]);
  });
});

describe('people to meet', () => {
  it('ranks by how much we share, with the strongest reason, leaving out me, blocks, nothing shared and no profile', async () => {
    const { slug, p, toMeet } = await scene();
    expect((await api('POST', `/events/${slug}/blocks`, p.gus, { userId: p.ana.id })).statusCode).toBe(201);
    const items = await toMeet(p.ana);
    expect(items[0]).toMatchObject({ userId: p.ben.id, reason: { kind: 'interest', names: ['Camping', 'Hiking'] } });
    const reasons = Object.fromEntries(items.map((i) => [i.firstName, i.reason]));
    expect(reasons).toEqual({
      Ben: expect.objectContaining({ kind: 'interest' }),
      Cy: expect.objectContaining({ kind: 'hometown', names: [at.Lisbon!.name] }),
      Dee: expect.objectContaining({ kind: 'interest', names: ['Jazz'] }),
      Eve: expect.objectContaining({ kind: 'interest', names: ['Jazz'] }),
    }); // not Gus (blocked her), Hal (nothing shared), Fay (no profile), nor Ana
    expect((await toMeet(p.gus)).map((i) => i.firstName)).not.toContain('Ana'); // and she is gone for him too
  });

  it('respects what each person lets the viewer see and hiding from the directory', async () => {
    const { slug, p, toMeet, setPrivacy } = await scene();
    // Gus has blocked Ana, so he is not among hers either.
    expect((await api('POST', `/events/${slug}/blocks`, p.gus, { userId: p.ana.id })).statusCode).toBe(201);
    await setPrivacy(p.cy, { hometown: 'connections' });
    await setPrivacy(p.eve, {}, true);
    await setPrivacy(p.ben, { interests: 'me' }); // only Tokyo is left to share
    const items = await toMeet(p.ana);
    expect(items.map((i) => i.firstName).sort()).toEqual(['Ben', 'Dee']);
    expect(items.find((i) => i.firstName === 'Ben')!.reason).toMatchObject({ kind: 'destination', names: [at.Tokyo!.name] });
    await setPrivacy(p.cy, {});
    await setPrivacy(p.eve, {});
    await setPrivacy(p.ben, {});
  });

  it('leaves out my connections, and shows five at most', async () => {
    const { slug, p, openers, toMeet, setPrivacy } = await scene();
    expect((await scanCode(t, slug, p.ben, p.ana)).statusCode).toBe(201);
    expect((await toMeet(p.ana)).map((i) => i.firstName)).not.toContain('Ben');
    // Connected, Ben's connections-only interests now reach Ana's openers.
    await setPrivacy(p.ben, { interests: 'connections' });
    expect((await openers(p.ana, p.ben)).map((o) => o.kind)).toEqual(['destination', 'interest', 'adventure']);

    const crowd = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i}`, ['jazz']]));
    const big = await eventWithAttendees(t, 'id', crowd);
    const res = await api('GET', `/events/${big.event.slug}/people-to-meet`, big.attendees.k0!);
    expect(res.json().items).toHaveLength(5);
  });
});
