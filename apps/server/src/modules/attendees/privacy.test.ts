import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who, everyoneSees } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;
const everyone = everyoneSees;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
});
afterAll(() => t.close());

let scenes = 0;
/** Each test's own event: ana, ben and cy in the Jazz group; ben is ana's connection, cy is not. */
async function scene() {
  const fx = await eventWithAttendees(t, `pv${++scenes}`, { ana: ['jazz', 'hiking'], ben: ['jazz'], cy: ['jazz'] });
  const slug = fx.event.slug;
  const p = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  await scanCode(t, slug, p.ana, p.ben);
  const group = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
  for (const who of [p.ana, p.ben, p.cy]) await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who);

  const privacy = (who: Who) => api('GET', `/events/${slug}/profile/privacy`, who);
  const setPrivacy = (who: Who, body: object) => api('PUT', `/events/${slug}/profile/privacy`, who, body);
  const card = async (viewer: Who, of: Who, query = '') =>
    ((await api('GET', `/events/${slug}/attendees${query}`, viewer)).json().items as { userId: string; hometown: string; interestCount: number; sharedInterests: unknown[] }[]).find(
      (c) => c.userId === of.id,
    );
  return { slug, p, privacy, setPrivacy, card };
}

describe('who sees what', () => {
  it('starts with everything seen by everyone at the event, and checks what it is given', async () => {
    const { p, privacy, setPrivacy } = await scene();
    expect((await privacy(p.ana)).json()).toEqual({ visibility: everyone, hiddenFromDirectory: false });
    const bad = await setPrivacy(p.ana, { visibility: { ...everyone, hometown: 'friends' }, hiddenFromDirectory: false });
    expect([bad.statusCode, bad.json().issues[0].field]).toEqual([400, 'visibility.hometown']);
    expect((await setPrivacy(p.ana, { visibility: everyone })).json().issues[0].field).toBe('hiddenFromDirectory');
    expect((await privacy(p.ana)).json().visibility).toEqual(everyone); // nothing half-written
  });

  it('a field for my connections reaches them and nobody else, in the directory and on the profile', async () => {
    const { slug, p, setPrivacy, card } = await scene();
    const saved = await setPrivacy(p.ana, { visibility: { ...everyone, hometown: 'connections', interests: 'connections', groups: 'me' }, hiddenFromDirectory: false });
    expect(saved.statusCode).toBe(200);
    expect((await card(p.ben, p.ana))!.hometown).not.toBe('');
    expect(await card(p.cy, p.ana)).toMatchObject({ hometown: '', interestCount: 0, sharedInterests: [] });
    // Filtering by an interest must not reveal one kept from me.
    expect(await card(p.cy, p.ana, '?interest=hiking')).toBeUndefined();
    expect(await card(p.ben, p.ana, '?interest=hiking')).toBeDefined();

    const toCy = (await api('GET', `/events/${slug}/attendees/${p.ana.id}`, p.cy)).json();
    expect(toCy).toMatchObject({ hometown: null, interests: [] });
    expect(toCy).not.toHaveProperty('gender'); // never part of another person's view
    expect((await api('GET', `/events/${slug}/attendees/${p.ana.id}`, p.ben)).json().interests.length).toBe(2);
    // Groups kept to herself: her connection sees none of them.
    expect((await api('GET', `/events/${slug}/users/${p.ana.id}/profile`, p.ben)).json().groups).toEqual([]);
    // Group member lists show no shared interests she keeps from cy.
    const groups = (await api('GET', `/events/${slug}/attendee/groups`, p.cy)).json();
    const groupId = (groups.items ?? groups)[0].id;
    const members = (await api('GET', `/events/${slug}/attendee/groups/${groupId}/members`, p.cy)).json().items as { userId: string; sharedInterests: unknown[] }[];
    expect(members.find((m) => m.userId === p.ana.id)!.sharedInterests).toEqual([]);
    expect(members.find((m) => m.userId === p.ben.id)!.sharedInterests.length).toBe(1);
  });

  it('"only me" hides a field from connections too, and I still see all of mine', async () => {
    const { slug, p, setPrivacy } = await scene();
    await setPrivacy(p.ana, { visibility: { ...everyone, adventures: 'me' }, hiddenFromDirectory: false });
    expect((await api('GET', `/events/${slug}/attendees/${p.ana.id}`, p.ben)).json().adventures).toEqual([]);
    expect((await api('GET', `/events/${slug}/profile`, p.ana)).json().adventures.length).toBe(3);
  });

  it('hidden from the directory: gone from everyone else’s list and search, still in mine', async () => {
    const { p, setPrivacy, card } = await scene();
    await setPrivacy(p.cy, { visibility: everyone, hiddenFromDirectory: true });
    expect(await card(p.ana, p.cy)).toBeUndefined();
    expect(await card(p.ana, p.cy, '?q=cy')).toBeUndefined();
    expect(await card(p.cy, p.cy)).toBeDefined();
    await setPrivacy(p.cy, { visibility: everyone, hiddenFromDirectory: false });
    expect(await card(p.ana, p.cy)).toBeDefined();
  });

  it('needs a profile at the event', async () => {
    const { privacy } = await scene();
    const outsider = (await eventWithAttendees(t, 'pw', { dan: ['jazz'] })).attendees.dan!;
    expect((await privacy(outsider)).statusCode).toBe(404);
  });
});
