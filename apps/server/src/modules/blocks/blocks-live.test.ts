import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';

/** Live deliveries under a block (decision 019): the per-socket filter of a board's fan-out. */
let t: TestApp;
let api: ReturnType<typeof call>;
let wsUrl: string;
let ana: Who, ben: Who, cy: Who;
let slug: string;
let groupId: string;
let channel: Channel;
type Client = Awaited<ReturnType<typeof signedInClient>>;

const post = async (who: Who, body: string, parentId?: string) =>
  (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, who, { body, ...(parentId ? { parentId } : {}) })).json() as { id: string };
/** The bodies of the board messages a socket got so far. */
const heard = (c: Client) => c.received.flatMap((m) => (m.type === 'event' && m.message ? [m.message.body] : []));
/** Cy's later message reaches every phone: frames of one socket arrive in order, so what it was going to get before has arrived. */
const settle = async (phones: Client[], marker: string) => {
  const { id } = await post(cy, marker);
  for (const p of phones) await p.next('event', (e) => e.messageId === id, 2000);
};

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  const fx = await eventWithAttendees(t, 'lv', { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  ({ ana, ben, cy } = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>);
  slug = fx.event.slug;
  groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Live', icon: '📡' })).json().id;
  for (const who of [ana, ben, cy]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
  channel = { kind: 'group', event: slug, groupId };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

describe('a block on live boards', () => {
  it('stops deliveries both ways at once, keeps them for everyone else, and starts them again on unblock', async () => {
    const [a, b, c] = [await signedInClient(wsUrl, ana), await signedInClient(wsUrl, ben), await signedInClient(wsUrl, cy)];
    for (const p of [a, b, c]) expect(await p.subscribe(channel)).toBe('subscribed');
    const before = await post(ben, 'Ben before');
    await a.next('event', (e) => e.messageId === before.id, 2000);

    // Already subscribed sockets learn of the block: no new subscription needed.
    expect((await api('POST', `/events/${slug}/blocks`, ana, { userId: ben.id })).statusCode).toBe(201);
    const fromBen = await post(ben, 'Ben after');
    await post(ana, 'Ana after');
    const reply = await post(cy, 'Cy quotes Ben', fromBen.id);
    await settle([a, b, c], 'Cy marker');
    expect(heard(c)).toEqual(['Ben before', 'Ben after', 'Ana after', 'Cy quotes Ben', 'Cy marker']);
    expect(heard(a)).toEqual(['Ben before', 'Ana after', 'Cy quotes Ben', 'Cy marker']);
    expect(heard(b)).toEqual(['Ben before', 'Ben after', 'Cy quotes Ben', 'Cy marker']);
    // Ana gets Cy's reply, but not what it quotes of Ben.
    const quoted = a.received.find((m) => m.type === 'event' && m.messageId === reply.id);
    expect(quoted?.type === 'event' && quoted.message?.parent).toEqual({ id: fromBen.id, authorName: '', body: '', deleted: true });
    const cysCopy = c.received.find((m) => m.type === 'event' && m.messageId === reply.id);
    expect(cysCopy?.type === 'event' && cysCopy.message?.parent?.body).toBe('Ben after');
    // Nobody was told anything else: no error, no change frame.
    for (const p of [a, b]) expect(p.received.filter((m) => m.type === 'error' || m.type === 'change')).toEqual([]);

    // A socket that subscribes after the block reads the rule from the database.
    const a2 = await signedInClient(wsUrl, ana);
    expect(await a2.subscribe(channel)).toBe('subscribed');
    await post(ben, 'Ben to a new socket');
    await settle([a2, c], 'Cy marker 2');
    expect(heard(a2)).toEqual(['Cy marker 2']);

    expect((await api('DELETE', `/events/${slug}/blocks/${ben.id}`, ana)).statusCode).toBe(200);
    const again = await post(ben, 'Ben unblocked');
    for (const p of [a, a2]) await p.next('event', (e) => e.messageId === again.id, 2000);
    for (const p of [a, a2, b, c]) p.close();
  });

  it('ends their chat on both phones, as a removal does', async () => {
    const connectionId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId as string;
    const chat: Channel = { kind: 'chat', event: slug, connectionId };
    const phones = [await signedInClient(wsUrl, ana), await signedInClient(wsUrl, ben)];
    for (const p of phones) expect(await p.subscribe(chat)).toBe('subscribed');
    expect((await api('POST', `/events/${slug}/blocks`, ben, { userId: ana.id })).statusCode).toBe(201);
    for (const p of phones) {
      expect(await p.next('change', (e) => e.event === 'connection.removed', 2000)).toMatchObject({ connectionId });
      expect(await p.next('unsubscribed', () => true, 2000)).toMatchObject({ channel: chat });
      expect(await p.subscribe(chat)).toBe(404);
    }
    for (const p of phones) p.close();
    await api('DELETE', `/events/${slug}/blocks/${ana.id}`, ben);
  });
});
