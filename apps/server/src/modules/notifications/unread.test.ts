import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Unread } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let wsUrl: string;

let scenes = 0;
/** Each test's own event: ana and ben connected, ana, ben and cy on the Readers board, dan only joined. */
async function scene() {
  const fx = await eventWithAttendees(t, `ur${++scenes}`, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'], dan: ['jazz'] });
  const { ana, ben, cy, dan } = fx.attendees as Record<'ana' | 'ben' | 'cy' | 'dan', Who>;
  const slug = fx.event.slug;
  const chatId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId as string;
  const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Readers', icon: '📚' })).json().id as string;
  for (const who of [ana, ben, cy]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);

  const unread = async (who: Who) => (await api('GET', `/events/${slug}/unread`, who)).json() as Unread;
  const chatCount = (u: Unread) => u.chats.find((c) => c.connectionId === chatId)?.count ?? 0;
  const boardCount = (u: Unread) => u.groups.find((g) => g.groupId === groupId)?.count ?? 0;
  const say = async (who: Who, body: string) => (await api('POST', `/events/${slug}/connections/${chatId}/messages`, who, { body })).json() as { seq: number };
  const post = async (who: Who, body: string) => (await api('POST', `/events/${slug}/attendee/groups/${groupId}/messages`, who, { body })).json() as { id: string; seq: number };
  const mark = (who: Who, kind: 'chat' | 'group', id: string, seq: number) => api('PUT', `/events/${slug}/read-marks`, who, { kind, id, seq });
  return { fx, ana, ben, cy, dan, slug, chatId, groupId, unread, chatCount, boardCount, say, post, mark };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t.close());

describe('unread counts', () => {
  it("count the other person's chat messages after my mark, never my own, and clear when I read", async () => {
    const { ana, ben, chatId, unread, chatCount, say, mark } = await scene();
    expect(await unread(ana)).toEqual({ chats: [], groups: [], requests: 0, totals: { connections: 0, groups: 0 } });
    await say(ben, 'Hi Ana');
    const last = await say(ben, 'Coffee?');
    await say(ana, 'Yes!');
    expect(chatCount(await unread(ana))).toBe(2);
    expect((await unread(ana)).totals.connections).toBe(2);
    expect(chatCount(await unread(ben))).toBe(1);
    const after = (await mark(ana, 'chat', chatId, last.seq)).json() as Unread;
    expect(chatCount(after)).toBe(0);
    // An older tab reporting late does not move the mark back.
    expect(chatCount((await mark(ana, 'chat', chatId, 0)).json() as Unread)).toBe(0);
  });

  it('count board messages of my groups since I joined, without deleted ones or people hidden by a block', async () => {
    const { ana, ben, cy, dan, slug, groupId, unread, boardCount, post, mark } = await scene();
    const first = await post(ben, 'Book club at six');
    await post(cy, 'I will bring tea');
    const removed = await post(cy, 'oops');
    await api('DELETE', `/events/${slug}/attendee/groups/${groupId}/messages/${removed.id}`, cy);
    expect(boardCount(await unread(ana))).toBe(2);
    expect((await unread(ana)).totals.groups).toBe(2);
    expect(boardCount(await unread(ben))).toBe(1);
    // Ana blocks Cy: Cy's messages no longer count for Ana, nor Ana's for Cy (decision 019).
    await post(ana, 'Hello readers');
    expect(boardCount(await unread(cy))).toBe(2);
    expect((await api('POST', `/events/${slug}/blocks`, ana, { userId: cy.id })).statusCode).toBe(201);
    expect(boardCount(await unread(ana))).toBe(1);
    expect(boardCount(await unread(cy))).toBe(1);
    await mark(ana, 'group', groupId, first.seq);
    expect(boardCount(await unread(ana))).toBe(0);
    // Someone who joins later starts with nothing unread.
    await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, dan);
    expect(boardCount(await unread(dan))).toBe(0);
    await api('DELETE', `/events/${slug}/blocks/${cy.id}`, ana);
  });

  it('count connection requests waiting for my answer on the connections tab', async () => {
    const { cy, dan, slug, unread } = await scene();
    const before = (await unread(dan)).totals.connections;
    expect((await api('POST', `/events/${slug}/connections`, cy, { initiatorId: dan.id })).statusCode).toBe(202);
    const u = await unread(dan);
    expect([u.requests, u.totals.connections]).toEqual([1, before + 1]);
  });

  it("refuse marks on chats and boards that are not mine, and other people's counts", async () => {
    const { fx, ana, cy, slug, chatId, mark } = await scene();
    expect((await mark(cy, 'chat', chatId, 1)).statusCode).toBe(404);
    const otherGroup = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Others', icon: '🎲' })).json().id as string;
    expect((await mark(ana, 'group', otherGroup, 1)).statusCode).toBe(404);
    expect((await mark(ana, 'chat', chatId, -1)).statusCode).toBe(400);
    expect((await api('GET', `/events/${slug}/unread`, fx.org)).statusCode).toBe(404); // organisers are not attendees
  });
});

describe('live nudges on my own channel', () => {
  it('tell me who wrote when a chat message or a request arrives, and nobody else may listen', async () => {
    const { fx, ana, ben, dan, slug, chatId, say } = await scene();
    const channel = { kind: 'person', event: fx.event.id, userId: ana.id } as const;
    const mine = await signedInClient(wsUrl, ana);
    expect(await mine.subscribe(channel)).toBe('subscribed');
    const nosy = await signedInClient(wsUrl, ben);
    expect(await nosy.subscribe(channel)).toBe(404);
    await say(ben, 'Are you there?');
    const nudge = await mine.next('change', (m) => m.event === 'unread.changed');
    expect(nudge).toMatchObject({ channelKey: `person:${fx.event.id}:${ana.id}`, reason: 'chat', connectionId: chatId, from: { userId: ben.id, name: 'ben Test' } });
    expect(JSON.stringify(nudge)).not.toContain('Are you there?');
    const from = mine.received.length;
    await api('POST', `/events/${slug}/connections`, dan, { initiatorId: ana.id });
    expect(await mine.next('change', (m) => m.event === 'unread.changed', 3000, from)).toMatchObject({ reason: 'request', connectionId: null, from: { userId: dan.id } });
    mine.close();
    nosy.close();
  });

  it('tell the person whose code was scanned, and the asker whose request was accepted, who connected; only them', async () => {
    const { fx, ana, cy, dan, slug } = await scene();
    // Dan has asked Ana to connect.
    expect((await api('POST', `/events/${slug}/connections`, dan, { initiatorId: ana.id })).statusCode).toBe(202);
    const cysChannel = { kind: 'person', event: fx.event.id, userId: cy.id } as const;
    const mine = await signedInClient(wsUrl, cy);
    expect(await mine.subscribe(cysChannel)).toBe('subscribed');
    const scanner = await signedInClient(wsUrl, dan);
    expect(await scanner.subscribe({ kind: 'person', event: fx.event.id, userId: dan.id })).toBe('subscribed');
    const made = (await scanCode(t, slug, cy, dan)).json() as { connection: { connectionId: string } };
    const frame = await mine.next('change', (m) => m.event === 'connection.created', 1000);
    expect(frame).toEqual({
      type: 'change',
      channelKey: `person:${fx.event.id}:${cy.id}`,
      event: 'connection.created',
      at: expect.any(String),
      connectionId: made.connection.connectionId,
      from: { userId: dan.id, name: 'dan Test' },
    });
    // The scanner has the answer already; their own channel hears nothing of it.
    const request = (await api('GET', `/events/${slug}/connection-requests`, ana)).json() as { incoming: { requestId: string; other: { userId: string } }[] };
    const fromDan = request.incoming.find((r) => r.other.userId === dan.id)!;
    const accepted = (await api('POST', `/events/${slug}/connection-requests/${fromDan.requestId}/accept`, ana)).json() as { connection: { connectionId: string } };
    const told = await scanner.next('change', (m) => m.event === 'connection.created', 1000);
    expect(told).toMatchObject({ connectionId: accepted.connection.connectionId, from: { userId: ana.id, name: 'ana Test' } });
    expect(scanner.changes().filter((m) => m.event === 'connection.created')).toHaveLength(1);
    mine.close();
    scanner.close();
  });
});
