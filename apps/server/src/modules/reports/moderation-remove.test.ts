import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';

/** The organisers remove a reported person from the event (decision 019). */
let t: TestApp;
let api: ReturnType<typeof call>;
let wsUrl: string;

let scenes = 0;
/** Each test's own event with ana, ben and cy. */
async function scene() {
  const fx = await eventWithAttendees(t, `mr${++scenes}`, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'] });
  const { ana, ben, cy } = fx.attendees as Record<'ana' | 'ben' | 'cy', Who>;
  return { fx, ana, ben, cy, slug: fx.event.slug };
}

/** A scene where ben wrote on the Jazz board, ana reported him, and the organisers removed him. */
async function benRemoved() {
  const s = await scene();
  const { fx, ana, ben, slug } = s;
  const group = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
  for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who);
  await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, ben, { body: 'Spam spam' });
  expect((await api('POST', `/events/${slug}/reports`, ana, { kind: 'profile', targetId: ben.id })).statusCode).toBe(201);
  const [item] = (await api('GET', `/company/events/${slug}/reports`, fx.org)).json().items as { id: string }[];
  expect((await api('POST', `/company/events/${slug}/reports/${item!.id}/actions`, fx.org, { action: 'remove' })).json()).toMatchObject({ ok: true, action: 'remove' });
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

describe('removing a person from the event', () => {
  it('ends their attendance, groups, connections and live channels, and the join link refuses them', async () => {
    const { fx, ana, ben, cy, slug } = await scene();
    const group = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
    for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${group.id}/join`, who);
    const message = (await api('POST', `/events/${slug}/attendee/groups/${group.id}/messages`, ben, { body: 'Spam spam' })).json();
    const connectionId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId as string;
    const board: Channel = { kind: 'group', event: slug, groupId: group.id };
    const chat: Channel = { kind: 'chat', event: slug, connectionId };
    const bens = await signedInClient(wsUrl, ben);
    const anas = await signedInClient(wsUrl, ana);
    const eventChannel: Channel = { kind: 'event', event: fx.event.id };
    const personChannel: Channel = { kind: 'person', event: fx.event.id, userId: ben.id };
    for (const channel of [eventChannel, board, chat]) expect(await bens.subscribe(channel)).toBe('subscribed');
    expect(await anas.subscribe(chat)).toBe('subscribed');
    await api('POST', `/events/${slug}/reports`, ana, { kind: 'message', targetId: message.id });
    await api('POST', `/events/${slug}/reports`, ana, { kind: 'profile', targetId: ben.id });
    const [item] = (await api('GET', `/company/events/${slug}/reports`, fx.org)).json().items as { id: string }[];

    const res = await api('POST', `/company/events/${slug}/reports/${item!.id}/actions`, fx.org, { action: 'remove' });
    expect(res.json()).toEqual({ ok: true, action: 'remove', closed: 2 }); // every open report about him
    expect((await api('GET', `/company/events/${slug}/reports`, fx.org)).json().items).toEqual([]);

    // His sockets stop hearing the event; Ana's chat closes.
    const unsubscribed = [await bens.next('unsubscribed', (m) => m.channel.kind === 'group', 2000), await bens.next('unsubscribed', (m) => m.channel.kind === 'chat', 2000)];
    expect(unsubscribed).toHaveLength(2);
    expect(await anas.next('change', (e) => e.event === 'connection.removed', 2000)).toMatchObject({ connectionId });
    // The socket had found him attending; after the removal it asks again and is refused.
    for (const channel of [board, eventChannel, personChannel]) expect(await bens.subscribe(channel)).toBe(404);

    // Out of the event: no profile, not in the directory or the group, no connection; his words stay on the board.
    expect((await api('GET', `/events/${slug}/profile`, ben)).statusCode).toBe(404);
    const directory = (await api('GET', `/events/${slug}/attendees`, ana)).json().items as { userId: string }[];
    expect(directory.map((p) => p.userId)).toEqual([ana.id, cy.id]);
    expect((await api('GET', `/events/${slug}/groups/${group.id}`, fx.org)).json().memberCount).toBe(1);
    expect((await api('GET', `/events/${slug}/connections`, ana)).json().items).toEqual([]);
    const attendees = (await api('GET', `/company/events/${slug}/attendees`, fx.org)).json().items as { userId: string }[];
    expect(attendees.map((a) => a.userId).sort()).toEqual([ana.id, cy.id].sort());

    const rejoin = await api('POST', `/events/${slug}/join`, ben);
    expect([rejoin.statusCode, rejoin.json().message]).toEqual([403, 'The organisers of this event removed you from it.']);
    for (const c of [anas, bens]) c.close();
  });

  it('refuses removing someone who is no longer there, and says so in the queue', async () => {
    const { fx, ben, cy, slug } = await benRemoved();
    // His old message is still on the board: someone else can still report it.
    const [group] = (await api('GET', `/events/${slug}/attendee/groups`, cy)).json().items as { id: string }[];
    const messages = (await api('GET', `/events/${slug}/attendee/groups/${group!.id}/messages`, cy)).json().items as { id: string; authorId: string }[];
    const old = messages.find((m) => m.authorId === ben.id)!;
    expect((await api('POST', `/events/${slug}/reports`, cy, { kind: 'message', targetId: old.id })).statusCode).toBe(201);
    const [item] = (await api('GET', `/company/events/${slug}/reports`, fx.org)).json().items as { id: string; person: { attending: boolean } }[];
    expect(item!.person.attending).toBe(false);
    const res = await api('POST', `/company/events/${slug}/reports/${item!.id}/actions`, fx.org, { action: 'remove' });
    expect([res.statusCode, res.json().message]).toEqual([409, 'This person is no longer at the event.']);
    expect((await api('POST', `/company/events/${slug}/reports/${item!.id}/actions`, fx.org, { action: 'hide' })).json()).toMatchObject({ closed: 1 });
  });
});
