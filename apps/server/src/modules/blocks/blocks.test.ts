import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

let t: TestApp;
/** Another event's attendee, only ever an outsider here. */
let other: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;

const ids = (items: { userId: string }[]) => items.map((p) => p.userId);

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  other = await eventWithAttendees(t, 'bo', { dan: ['jazz'] });
});
afterAll(() => t.close());

let scenes = 0;
/**
 * Each test's own event: ana, ben and cy on the Jazz board, where ben wrote, then ana, then cy
 * answered ben. With `blocked`, ana has blocked ben since (after they had connected).
 */
async function scene({ blocked = false } = {}) {
  const fx = await eventWithAttendees(t, `bl${++scenes}`, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  const { ana, ben, cy } = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  const slug = fx.event.slug;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json().id as string;
  for (const who of [ana, ben, cy]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  const bensMessage = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ben, { body: 'Ben here' })).json().id as string;
  await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ana, { body: 'Ana here' });
  const cysReply = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, cy, { body: 'Cy answers Ben', parentId: bensMessage })).json().id as string;
  if (blocked) {
    expect((await scanCode(t, slug, ana, ben)).statusCode).toBe(201);
    expect((await api('POST', `/events/${slug}/blocks`, ana, { userId: ben.id })).statusCode).toBe(201);
  }
  const board = (who: Who, extra = '') => api('GET', `/events/${slug}/attendee/groups/${groupId}/messages?limit=50${extra}`, who);
  const bodies = async (who: Who) => ((await board(who)).json().items as { body: string }[]).map((m) => m.body);
  const directory = async (who: Who) => ids((await api('GET', `/events/${slug}/attendees?pageSize=50`, who)).json().items);
  const blockList = async (who: Who) => ids((await api('GET', `/events/${slug}/blocks`, who)).json().items);
  return { fx, ana, ben, cy, slug, groupId, bensMessage, cysReply, board, bodies, directory, blockList };
}

describe('blocking', () => {
  it('refuses yourself, someone not at the event and bad input, writing nothing', async () => {
    const { ana, ben, slug, blockList } = await scene();
    const self = await api('POST', `/events/${slug}/blocks`, ana, { userId: ana.id });
    expect([self.statusCode, self.json().message]).toEqual([400, 'You cannot block yourself.']);
    for (const userId of [other.attendees.dan!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await api('POST', `/events/${slug}/blocks`, ana, { userId });
      expect([res.statusCode, res.json().message]).toEqual([404, 'User not found']);
    }
    const missing = await api('POST', `/events/${slug}/blocks`, ana, {});
    expect([missing.statusCode, missing.json().issues[0].field]).toEqual([400, 'userId']);
    expect((await api('POST', `/events/${slug}/blocks`, other.attendees.dan!, { userId: ben.id })).statusCode).toBe(404);
    expect(await blockList(ana)).toEqual([]);
  });

  it('ends their connection silently; blocking twice answers as the first block', async () => {
    const { ana, ben, slug, blockList } = await scene();
    const connectionId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId as string;
    const created = await api('POST', `/events/${slug}/blocks`, ana, { userId: ben.id });
    expect([created.statusCode, created.json()]).toEqual([201, { ok: true }]);
    const twice = await api('POST', `/events/${slug}/blocks`, ana, { userId: ben.id });
    expect([twice.statusCode, twice.json()]).toEqual([201, { ok: true }]);
    expect(await blockList(ana)).toEqual([ben.id]);
    // Ben's list says nothing about it: he blocked nobody.
    expect(await blockList(ben)).toEqual([]);
    for (const who of [ana, ben]) {
      expect((await api('GET', `/events/${slug}/connections/${connectionId}`, who)).statusCode).toBe(404);
      expect((await api('GET', `/events/${slug}/connections`, who)).json().items).toEqual([]);
    }
  });

  it('hides each from the other in the directory, profiles and group members; others see both', async () => {
    const { ana, ben, cy, slug, groupId, directory } = await scene({ blocked: true });
    expect(await directory(ana)).not.toContain(ben.id);
    expect(await directory(ben)).not.toContain(ana.id);
    expect(await directory(cy)).toEqual(expect.arrayContaining([ana.id, ben.id]));
    for (const [viewer, shown] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const profile = await api('GET', `/events/${slug}/users/${shown.id}/profile`, viewer);
      expect([profile.statusCode, profile.json().message]).toEqual([404, 'User not found']);
      expect((await api('GET', `/events/${slug}/attendees/${shown.id}`, viewer)).statusCode).toBe(404);
      const members = ids((await api('GET', `/events/${slug}/attendee/groups/${groupId}/members`, viewer)).json().items);
      expect(members).not.toContain(shown.id);
    }
    expect(ids((await api('GET', `/events/${slug}/attendee/groups/${groupId}/members`, cy)).json().items)).toHaveLength(3);
  });

  it("leaves each one's messages out of the other's board, and a quote of them reads as deleted", async () => {
    const { fx, ana, ben, cy, slug, groupId, bensMessage, cysReply, board, bodies } = await scene({ blocked: true });
    expect(await bodies(ana)).toEqual(['Ana here', 'Cy answers Ben']);
    expect(await bodies(ben)).toEqual(['Ben here', 'Cy answers Ben']);
    expect(await bodies(cy)).toEqual(['Ben here', 'Ana here', 'Cy answers Ben']);
    const reply = ((await board(ana)).json().items as { id: string; parent: unknown }[]).find((m) => m.id === cysReply)!;
    expect(reply.parent).toEqual({ id: bensMessage, authorName: '', body: '', deleted: true });
    // A resync (changedSince) leaves them out too; the organisers' console sees everything.
    expect(((await board(ana, '&changedSince=2000-01-01T00:00:00.000Z')).json().items as { body: string }[]).map((m) => m.body)).not.toContain('Ben here');
    expect((await board(fx.org)).json().items).toHaveLength(3);
    // Replying to a hidden message is as if it were not on the board.
    const replyToHidden = await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, ana, { body: 'x', parentId: bensMessage });
    expect([replyToHidden.statusCode, replyToHidden.json().issues[0].field]).toEqual([400, 'parentId']);
  });

  it('refuses new connections and requests either way with a neutral error', async () => {
    const { ana, ben, slug } = await scene({ blocked: true });
    for (const [from, to] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const asked = await api('POST', `/events/${slug}/connections`, from, { initiatorId: to.id });
      expect([asked.statusCode, asked.json().message]).toEqual([403, 'You cannot connect with this person.']);
      const scanned = await scanCode(t, slug, to, from);
      expect([scanned.statusCode, scanned.json().message]).toEqual([403, 'You cannot connect with this person.']);
    }
    expect((await api('GET', `/events/${slug}/connection-requests`, ben)).json()).toEqual({ incoming: [], outgoing: [] });
  });

  it("hides people from gatherings' going lists", async () => {
    const { ana, ben, cy, slug, groupId } = await scene({ blocked: true });
    const gathering = (await api('POST', `/events/${slug}/attendee/groups/${groupId}/gatherings`, cy, { title: 'Jam', startDate: '2099-06-11', startHour: '10:00', location: 'Hall' })).json();
    await api('PUT', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gathering.id}/attendance`, ben, { status: 'going' });
    const going = (who: Who) => api('GET', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gathering.id}/attendees?status=going`, who);
    // Cy, who proposed it, is going too.
    expect(ids((await going(ana)).json().items)).toEqual([cy.id]);
    expect(ids((await going(cy)).json().items)).toEqual([ben.id, cy.id]);
  });

  it('unblocks: they see each other again, unless the other blocked too', async () => {
    const { ana, ben, cy, slug, bodies, directory, blockList } = await scene({ blocked: true });
    // Nobody to unblock: what was asked holds already.
    const missing = await api('DELETE', `/events/${slug}/blocks/${cy.id}`, ana);
    expect([missing.statusCode, missing.json()]).toEqual([200, { ok: true }]);
    expect((await api('POST', `/events/${slug}/blocks`, ben, { userId: ana.id })).statusCode).toBe(201);
    expect((await api('DELETE', `/events/${slug}/blocks/${ben.id}`, ana)).json()).toEqual({ ok: true });
    expect(await directory(ana)).not.toContain(ben.id); // Ben's block still stands
    expect((await api('DELETE', `/events/${slug}/blocks/${ana.id}`, ben)).statusCode).toBe(200);
    expect(await directory(ana)).toContain(ben.id);
    expect(await bodies(ana)).toEqual(['Ben here', 'Ana here', 'Cy answers Ben']);
    expect(await blockList(ana)).toEqual([]);
  });

  it('answers a block or an unblock sent twice, one after the other or at once, as the first, with one block', async () => {
    const { ben, cy, slug, directory, blockList } = await scene();
    const block = () => api('POST', `/events/${slug}/blocks`, cy, { userId: ben.id });
    const unblock = () => api('DELETE', `/events/${slug}/blocks/${ben.id}`, cy);
    for (const round of [1, 2]) {
      const blocks = round === 1 ? [await block(), await block()] : await Promise.all([block(), block()]);
      expect(blocks.map((r) => [r.statusCode, r.json()])).toEqual([
        [201, { ok: true }],
        [201, { ok: true }],
      ]);
      expect(await blockList(cy)).toEqual([ben.id]);
      const unblocks = round === 1 ? [await unblock(), await unblock()] : await Promise.all([unblock(), unblock()]);
      expect(unblocks.map((r) => [r.statusCode, r.json()])).toEqual([
        [200, { ok: true }],
        [200, { ok: true }],
      ]);
      expect(await blockList(cy)).toEqual([]);
    }
    expect(await directory(cy)).toContain(ben.id);
  });

  it('is per event: a block at one event changes nothing at another', async () => {
    const { fx, ana, ben, slug } = await scene();
    const second = (
      await api('POST', '/company/events', fx.org, { name: 'bl Two', startDate: '2099-07-10', endDate: '2099-07-11', location: 'Hall', organizerUsername: 'org', timeZone: 'UTC' })
    ).json();
    const place = (await api('GET', '/places?q=Lisbon', ana)).json()[0].id as string;
    const three = ((await api('GET', '/places?q=Par', ana)).json() as { id: string }[]).slice(0, 3).map((p) => p.id);
    for (const who of [ana, ben]) {
      await api('POST', `/events/${second.slug}/join`, who);
      await api('PUT', `/events/${second.slug}/profile`, who, { firstName: 'X', lastName: 'Y', gender: 'other', hometownId: place, interests: ['jazz'], adventures: three, destinations: three });
    }
    await api('POST', `/events/${slug}/blocks`, ana, { userId: ben.id });
    expect(ids((await api('GET', `/events/${second.slug}/attendees`, ana)).json().items)).toContain(ben.id);
    await api('DELETE', `/events/${slug}/blocks/${ben.id}`, ana);
  });
});

describe('group suggestions', () => {
  it('count and describe nobody a block hides', async () => {
    const dee = (await eventWithAttendees(t, 'bs', { dee: ['yoga'], eve: ['yoga'], fay: ['yoga'] })) as Awaited<ReturnType<typeof eventWithAttendees>>;
    const { dee: d, eve, fay } = dee.attendees as Record<'dee' | 'eve' | 'fay', Who>;
    const ev = dee.event.slug;
    const group = (await api('POST', `/events/${ev}/groups`, dee.org, { name: 'Yoga', icon: '🧘' })).json();
    for (const who of [eve, fay]) await api('POST', `/events/${ev}/attendee/groups/${group.id}/join`, who);
    const reason = async () => ((await api('GET', `/events/${ev}/attendee/groups/suggestions`, d)).json() as { group: { id: string }; reason: string }[]).find((s) => s.group.id === group.id)?.reason;
    expect(await reason()).toBe('You share Yoga with both people in it');
    await api('POST', `/events/${ev}/blocks`, d, { userId: eve.id });
    // Eve still counts among the members the card shows, never as someone Dee shares anything with.
    expect(await reason()).toBe('You share Yoga with 1 of the 2 people in it');
  });
});
