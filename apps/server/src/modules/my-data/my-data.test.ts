import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, MyDataExportSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInUser, TEST_PASSWORD } from '../../test/users.js';
import { signedInClient } from '../../test/ws.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let wsUrl: string;
/** Someone outside every scene, to look places up with. */
let reader: Who;

let scenes = 0;
/**
 * Each test's own event: ana and kofi on the Walkers board with a message each, kofi's gathering
 * that ana goes to, and their chat; mei has only joined.
 */
async function scene() {
  const prefix = `md${++scenes}`;
  const fx = await eventWithAttendees(t, prefix, { ana: ['hiking', 'jazz'], kofi: ['hiking'], mei: ['jazz'] });
  const people = fx.attendees as Record<'ana' | 'kofi' | 'mei', Who & { email: string }>;
  const ev = `/events/${fx.event.slug}`;
  const groupId = (await api('POST', `${ev}/groups`, fx.org, { name: 'Walkers', icon: '🥾' })).json().id as string;
  const board = `${ev}/attendee/groups/${groupId}`;
  for (const who of [people.ana, people.kofi]) await api('POST', `${board}/join`, who);
  await api('POST', `${board}/messages`, people.ana, { body: 'Anyone up for the harbour walk?' });
  await api('POST', `${board}/messages`, people.kofi, { body: 'Count me in, see you at nine.' });
  const gatheringId = (await api('POST', `${board}/gatherings`, people.kofi, { title: 'Harbour walk', startDate: '2099-06-11', startHour: '09:00', location: 'Pier' })).json().id as string;
  await api('PUT', `${board}/gatherings/${gatheringId}/attendance`, people.ana, { status: 'going' });
  const scan = await scanCode(t, fx.event.slug, people.kofi, people.ana);
  const connectionId = scan.json().connection.connectionId as string;
  await api('POST', `${ev}/connections/${connectionId}/messages`, people.ana, { body: 'Lovely to meet you, Kofi!' });
  await api('POST', `${ev}/connections/${connectionId}/messages`, people.kofi, { body: 'Likewise, Ana. Coffee later?' });
  return { prefix, fx, people, groupId, gatheringId, connectionId, ev: () => ev, board: () => board };
}

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  reader = await signedInUser(t, 'mdreader');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(() => t?.close());

describe('GET /me/export', () => {
  it('downloads everything about me as a JSON file, and nothing secret', async () => {
    const { prefix, fx, people } = await scene();
    const res = await api('GET', '/me/export', people.ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mingle-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = MyDataExportSchema.parse(res.json());
    expect(data.account).toMatchObject({ id: people.ana.id, email: people.ana.email, username: `${prefix}ana`, emailVerified: true });
    const here = data.events.find((e) => e.event.id === fx.event.id)!;
    expect(here.profile).toMatchObject({ firstName: 'ana', lastName: 'Test', hometown: 'Lisbon, Portugal' });
    expect(here.profile!.interests).toEqual(['Hiking', 'Jazz']);
    expect(here.groups.map((g) => g.name)).toEqual(['Walkers']);
    expect(here.gatherings).toEqual([expect.objectContaining({ title: 'Harbour walk', status: 'going', createdByMe: false })]);
    expect(here.boardMessages.map((m) => m.body)).toEqual(['Anyone up for the harbour walk?']);
    // The other person by name only, and only my side of the chat.
    expect(here.connections).toEqual([expect.objectContaining({ with: 'kofi Test', myMessages: [expect.objectContaining({ body: 'Lovely to meet you, Kofi!' })] })]);
    const text = res.body;
    expect(text).not.toContain('Likewise, Ana');
    expect(text).not.toContain(people.kofi.id);
    expect(text).not.toMatch(/argon2|password|token|code_hash|codeHash/i);
    expect(here.notificationSettings).toBeNull();
    expect(data.browserNotifications).toEqual([]);
  });

  it('says which notifications I chose and which browsers get them, without the keys to them', async () => {
    const { fx, people, ev } = await scene();
    const endpoint = 'https://push.example.net/send/ana-phone-secret';
    expect((await api('PUT', `${ev()}/notification-settings`, people.ana, { chatPush: false })).statusCode).toBe(200);
    expect((await api('POST', '/me/push-subscriptions', people.ana, { endpoint, keys: { p256dh: 'BPk'.padEnd(87, 'A'), auth: 'c2VjcmV0c2VjcmV0MTIzNA' } })).statusCode).toBe(201);
    const res = await api('GET', '/me/export', people.ana);
    const data = MyDataExportSchema.parse(res.json());
    expect(data.events.find((e) => e.event.id === fx.event.id)!.notificationSettings).toEqual({ announcementMail: true, chatPush: false, requestPush: true, reminderPush: true });
    expect(data.browserNotifications).toEqual([{ service: 'https://push.example.net', since: expect.any(String) }]);
    expect(res.body).not.toContain('ana-phone-secret');
  });

  it('gives an organiser their company and its events', async () => {
    const { fx } = await scene();
    const data = (await api('GET', '/me/export', fx.org)).json();
    expect(data.company).toMatchObject({ slug: fx.org.company.slug, role: 'owner', events: [expect.objectContaining({ slug: fx.event.slug })] });
    expect(data.events).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await api('GET', '/me/export', { headers: {} })).statusCode).toBe(401);
  });
});

describe('kept profile, with consent', () => {
  let lisbon: string;
  const countries = ['country:FR', 'country:ES', 'country:IT'];
  beforeAll(async () => {
    lisbon = (await api('GET', '/places?q=Lisbon', reader)).json()[0].id;
  });
  const profile = (extra: object = {}) => ({
    firstName: 'ana',
    lastName: 'Test',
    gender: 'other',
    hometownId: lisbon,
    interests: ['jazz'],
    adventures: countries,
    destinations: countries,
    ...extra,
  });

  it('keeps nothing unless asked, keeps a copy when asked, and forgets it when withdrawn', async () => {
    const { people, ev } = await scene();
    const put = (extra: object) => api('PUT', `${ev()}/profile`, people.mei, profile(extra));
    expect((await put({})).json().keepForFuture).toBe(false);
    expect((await api('GET', '/profile/saved', people.mei)).json()).toEqual({ profile: null });

    expect((await put({ keepForFuture: true, firstName: 'Mei' })).json().keepForFuture).toBe(true);
    const kept = (await api('GET', '/profile/saved', people.mei)).json().profile;
    expect(kept).toMatchObject({ firstName: 'Mei', hometown: { id: lisbon }, interests: [{ id: 'jazz' }] });
    expect(kept.adventures.map((p: { id: string }) => p.id)).toEqual(countries);

    // Saving with the box unticked withdraws: the copy is gone.
    expect((await put({ keepForFuture: false })).json().keepForFuture).toBe(false);
    expect((await api('GET', '/profile/saved', people.mei)).json()).toEqual({ profile: null });

    await put({ keepForFuture: true });
    const withdrawn = await api('DELETE', '/profile/saved', people.mei);
    expect([withdrawn.statusCode, withdrawn.json()]).toEqual([200, { ok: true }]);
    expect((await api('GET', '/profile/saved', people.mei)).json()).toEqual({ profile: null });
    expect((await api('GET', `${ev()}/profile`, people.mei)).json().keepForFuture).toBe(false);
    expect((await api('DELETE', '/profile/saved', { headers: {} })).statusCode).toBe(401);
  });

  it('refuses a consent that is not a yes or a no', async () => {
    const { people, ev } = await scene();
    const res = await api('PUT', `${ev()}/profile`, people.mei, profile({ keepForFuture: 'sure' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ field: 'keepForFuture' });
  });
});

describe('DELETE /events/{event}/profile', () => {
  it('refuses bad input and strangers, changing nothing', async () => {
    const { people, ev } = await scene();
    const outsider = (await eventWithAttendees(t, 'mx', { zed: ['yoga'] })).attendees.zed!;
    const stranger = await api('DELETE', `${ev()}/profile`, outsider);
    expect([stranger.statusCode, stranger.json().name]).toEqual([404, 'NotFoundException']);
    const bad = await api('DELETE', '/events/%00/profile', people.kofi);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ field: 'event' });
    expect((await api('DELETE', `${ev()}/profile`, { headers: {} })).statusCode).toBe(401);
    expect((await api('GET', `${ev()}/profile`, people.kofi)).statusCode).toBe(200);
  });

  it("removes my presence at the event, closes my chats live and leaves my board messages as a deleted user's", async () => {
    const { fx, people, ev, board, gatheringId, connectionId } = await scene();
    const chat = await signedInClient(wsUrl, people.ana);
    expect(await chat.subscribe({ kind: 'chat', event: fx.event.slug, connectionId })).toBe('subscribed');
    const kofis = await signedInClient(wsUrl, people.kofi);
    const eventChannel = { kind: 'event', event: fx.event.id } as const;
    expect(await kofis.subscribe(eventChannel)).toBe('subscribed');
    const before = (await api('GET', `${board()}/me`, people.ana)).json();

    const res = await api('DELETE', `${ev()}/profile`, people.kofi);
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    await chat.next('change', (m) => m.event === 'connection.removed');
    chat.close();
    // His own socket stops hearing the event, and cannot listen again.
    expect(await kofis.next('unsubscribed', (m) => m.channel.kind === 'event', 2000)).toBeTruthy();
    expect(await kofis.subscribe(eventChannel)).toBe(404);
    kofis.close();

    expect((await api('GET', `${ev()}/profile`, people.kofi)).statusCode).toBe(404);
    expect((await api('GET', '/events/me', people.kofi)).json().items).toEqual([]);
    expect((await api('GET', `${ev()}/connections`, people.ana)).json().items).toEqual([]);
    const messages = (await api('GET', `${board()}/messages`, people.ana)).json().items as { authorId: string | null; authorName: string; body: string }[];
    expect(messages.map((m) => [m.authorId, m.authorName, m.body])).toEqual([
      [people.ana.id, 'ana Test', 'Anyone up for the harbour walk?'],
      [null, DELETED_USER_NAME, 'Count me in, see you at nine.'],
    ]);
    const after = (await api('GET', `${board()}/me`, people.ana)).json();
    expect(after.memberCount).toBe(before.memberCount - 1);
    const gathering = (await api('GET', `${board()}/gatherings/${gatheringId}`, people.ana)).json();
    expect(gathering).toMatchObject({ createdBy: null, creatorName: DELETED_USER_NAME, goingCount: 1 });
    // Only kofi's: ana's own profile and her chat with nobody else are untouched.
    expect((await api('GET', `${ev()}/profile`, people.ana)).statusCode).toBe(200);
  });
});

describe('DELETE /me', () => {
  it('asks for the current password, naming the field, and deletes nothing without it', async () => {
    const { people } = await scene();
    const wrong = await api('DELETE', '/me', people.mei, { password: 'Not-my-password1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([expect.objectContaining({ field: 'password', key: 'wrongPassword' })]);
    const missing = await api('DELETE', '/me', people.mei, {});
    expect([missing.statusCode, missing.json().issues[0].field]).toEqual([400, 'password']);
    expect((await api('DELETE', '/me', { headers: {} }, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await api('GET', '/auth/me', people.mei)).statusCode).toBe(200);
  });

  it("deletes only the caller's account, ends their sessions and sockets, and sign-in fails after", async () => {
    const { fx, people, ev, board } = await scene();
    // Kofi has left the event already, so every message on the board ends up a deleted user's.
    expect((await api('DELETE', `${ev()}/profile`, people.kofi)).statusCode).toBe(200);
    const socket = await signedInClient(wsUrl, people.ana);
    const res = await api('DELETE', '/me', people.ana, { password: TEST_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    await expect.poll(() => socket.closed()?.code).toBeDefined();
    expect((await api('GET', '/auth/me', people.ana)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: people.ana.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(401);
    // Her board message stays, as a deleted user's; mei is untouched.
    const messages = (await api('GET', `${board()}/messages`, fx.org)).json().items as { authorId: string | null; authorName: string }[];
    expect(messages.every((m) => m.authorId === null && m.authorName === DELETED_USER_NAME)).toBe(true);
    expect((await api('GET', `${ev()}/profile`, people.mei)).statusCode).toBe(200);
  });

  it('deletes a company run alone with the account, its events and images too', async () => {
    const { fx, people } = await scene();
    const res = await api('DELETE', '/me', fx.org, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/public/events/${fx.event.slug}`, people.mei)).statusCode).toBe(404);
    expect((await api('GET', '/events/me', people.mei)).json().items.map((e: { slug: string }) => e.slug)).not.toContain(fx.event.slug);
  });
});
