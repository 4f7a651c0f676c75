import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode } from '../../test/event-fixture.js';
import { signedInClient, wsClient } from '../../test/ws.js';

let t: TestApp;
/** Another event's attendee, only ever an outsider here. */
let other: Awaited<ReturnType<typeof eventWithAttendees>>;
let api: ReturnType<typeof call>;
let wsUrl: string;
const token = (who: { headers: Record<string, string> }) => who.headers.authorization!.replace('Bearer ', '');

type Scene = Awaited<ReturnType<typeof eventWithAttendees>> & { prefix: string; base: string };
let scenes = 0;
/** Each test's own event, with ana, ben and cy (usernames `${prefix}ana` and so on). */
async function scene(): Promise<Scene> {
  const prefix = `c${++scenes}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['jazz', 'hiking'], ben: ['jazz', 'chess'], cy: ['yoga'] });
  return { ...fx, prefix, base: `/events/${fx.event.slug}/connections` };
}
/** A scene where ben has scanned ana's code: their connection. */
async function connected() {
  const fx = await scene();
  const res = await scanCode(t, fx.event.slug, fx.attendees.ana!, fx.attendees.ben!);
  expect(res.statusCode).toBe(201);
  return { fx, base: fx.base, connectionId: res.json().connection.connectionId as string };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  other = await eventWithAttendees(t, 'd', { dan: ['jazz'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

describe('creating connections', () => {
  it('connects the scanner with the code owner and shows what they share', async () => {
    const fx = await scene();
    const { ana, ben } = fx.attendees as Record<string, { id: string; headers: Record<string, string> }>;
    const res = await scanCode(t, fx.event.slug, ana!, ben!);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const connectionId = body.connection.connectionId;
    expect(body).toMatchObject({ created: true, connection: { initiatorId: ana!.id, userId: ben!.id, other: { username: `${fx.prefix}ana`, firstName: 'ana' } } });
    expect(body.sharedInterests.map((i: { id: string }) => i.id)).toEqual(['jazz']);
    expect(body.sharedAdventures.length).toBe(3);
    // Scanning again, either way round, opens the same connection.
    const again = await scanCode(t, fx.event.slug, ben!, ana!);
    expect([again.statusCode, again.json().created, again.json().connection.connectionId]).toEqual([200, false, connectionId]);
  });

  it('refuses self, unknown, missing and cross-event connections', async () => {
    const fx = await scene();
    const base = () => fx.base;
    const ana = fx.attendees.ana!;
    const self = await api('POST', base(), ana, { initiatorId: ana.id });
    expect([self.statusCode, self.json().message]).toEqual([400, 'You cannot connect with yourself.']);
    const unknown = await api('POST', base(), ana, { initiatorId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'User not found']);
    const missing = await api('POST', base(), ana, {});
    expect(missing.json().issues[0]).toMatchObject({ field: 'initiatorId', key: 'required' });
    const crossEvent = await api('POST', base(), ana, { initiatorId: other.attendees.dan!.id });
    expect(crossEvent.json().message).toBe('User not found');
    expect((await api('POST', `/events/${fx.event.slug}/connections`, other.attendees.dan!, { initiatorId: ana.id })).statusCode).toBe(404);
  });
});

describe('connection profile', () => {
  it('marks mutual interests, places and groups', async () => {
    const { fx, connectionId } = await connected();
    const group = (await api('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json();
    for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api('POST', `/events/${fx.event.slug}/attendee/groups/${group.id}/join`, who);
    const res = (await api('GET', `/events/${fx.event.slug}/users/${fx.attendees.ana!.id}/profile`, fx.attendees.ben!)).json();
    expect(res).toMatchObject({ username: `${fx.prefix}ana`, connectionId });
    expect(res.interests.filter((i: { mutual: boolean }) => i.mutual).map((i: { id: string }) => i.id)).toEqual(['jazz']);
    expect(res.groups).toEqual([{ id: group.id, name: 'Jazz', icon: '🎷', mutual: true }]);
    expect((await api('GET', `/events/${fx.event.slug}/users/${fx.attendees.ana!.id}/profile`, other.attendees.dan!)).statusCode).toBe(404);
  });
});

describe('chat', () => {
  it('delivers live to the other person, pages history, and lists connections with the last message', async () => {
    const { fx, connectionId } = await connected();
    const base = () => fx.base;
    const ana = await wsClient(wsUrl);
    ana.send({ type: 'auth', token: token(fx.attendees.ana!) });
    await ana.next('ready');
    ana.send({ type: 'subscribe', channel: { kind: 'chat', event: fx.event.slug, connectionId } });
    await ana.next('subscribed');
    const sent = (await api('POST', `${base()}/${connectionId}/messages`, fx.attendees.ben!, { body: 'Hi Ana! Coffee?' })).json();
    const got = await ana.next('event', (e) => e.messageId === sent.id, 1000);
    expect(got.message).toMatchObject({ body: 'Hi Ana! Coffee?', authorName: 'ben Test', authorUsername: `${fx.prefix}ben` });
    ana.close();

    for (let i = 0; i < 4; i++) await api('POST', `${base()}/${connectionId}/messages`, fx.attendees.ana!, { body: `reply ${i}` });
    const page = (await api('GET', `${base()}/${connectionId}/messages?limit=3`, fx.attendees.ben!)).json();
    expect([page.items.map((m: { body: string }) => m.body), page.hasMore]).toEqual([['reply 1', 'reply 2', 'reply 3'], true]);
    const older = (await api('GET', `${base()}/${connectionId}/messages?limit=3&before=${page.items[0].id}`, fx.attendees.ben!)).json();
    expect([older.items.map((m: { body: string }) => m.body), older.hasMore]).toEqual([['Hi Ana! Coffee?', 'reply 0'], false]);

    const list = (await api('GET', base(), fx.attendees.ana!)).json();
    expect(list.items[0]).toMatchObject({ connectionId, lastMessage: { body: 'reply 3' }, other: { username: `${fx.prefix}ben` } });
    expect((await api('POST', `${base()}/${connectionId}/messages`, fx.attendees.ben!, { body: '  ' })).statusCode).toBe(400);
    expect((await api('POST', `${base()}/${connectionId}/messages`, fx.attendees.ben!, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
  });

  it('lets only the two people read or write, over HTTP and WebSocket', async () => {
    const { fx, connectionId } = await connected();
    const base = () => fx.base;
    const cy = fx.attendees.cy!;
    const read = await api('GET', `${base()}/${connectionId}/messages`, cy);
    expect([read.statusCode, read.json().message]).toEqual([404, 'Connection not found']);
    expect((await api('POST', `${base()}/${connectionId}/messages`, cy, { body: 'hi' })).statusCode).toBe(404);
    const c = await wsClient(wsUrl);
    c.send({ type: 'auth', token: token(cy) });
    await c.next('ready');
    c.send({ type: 'subscribe', channel: { kind: 'chat', event: fx.event.slug, connectionId } });
    expect(await c.next('error')).toMatchObject({ code: 404, message: 'Connection not found' });
    c.close();
  });

  it('after removal neither side can post or subscribe', async () => {
    const { fx, connectionId } = await connected();
    const base = () => fx.base;
    expect((await api('DELETE', `${base()}/${connectionId}`, fx.attendees.ben!)).json()).toEqual({ ok: true });
    for (const who of [fx.attendees.ana!, fx.attendees.ben!]) {
      const res = await api('POST', `${base()}/${connectionId}/messages`, who, { body: 'still there?' });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Connection not found']);
    }
    expect((await api('DELETE', `${base()}/${connectionId}`, fx.attendees.ana!)).statusCode).toBe(404);
    expect((await api('GET', base(), fx.attendees.ana!)).json().items).toEqual([]);
    // A new scan makes a new connection.
    const fresh = await scanCode(t, fx.event.slug, fx.attendees.ana!, fx.attendees.ben!);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().connection.connectionId).not.toBe(connectionId);
  });

  it('tells both people when the connection is removed, then ends both subscriptions', async () => {
    const fx = await scene();
    const base = () => fx.base;
    const { ana, cy, ben } = fx.attendees as Record<string, { id: string; headers: Record<string, string> }>;
    const id = (await scanCode(t, fx.event.slug, ana!, cy!)).json().connection.connectionId as string;
    const chat = { kind: 'chat' as const, event: fx.event.slug, connectionId: id };
    const phones = [await signedInClient(wsUrl, ana!), await signedInClient(wsUrl, cy!)];
    for (const p of phones) expect(await p.subscribe(chat)).toBe('subscribed');
    const outsiders = [await signedInClient(wsUrl, ben!), await signedInClient(wsUrl, other.attendees.dan!)];
    for (const o of outsiders) expect(await o.subscribe(chat)).toBe(404);

    expect((await api('DELETE', `${base()}/${id}`, cy!)).json()).toEqual({ ok: true });
    for (const p of phones) {
      expect(await p.next('change', (e) => e.event === 'connection.removed', 1000)).toMatchObject({ channelKey: `chat:${id}`, connectionId: id });
      expect(await p.next('unsubscribed', () => true, 1000)).toMatchObject({ channel: chat });
      expect(await p.subscribe(chat)).toBe(404);
    }
    for (const o of outsiders) expect(o.changes()).toEqual([]);
    for (const c of [...phones, ...outsiders]) c.close();
  });
});
