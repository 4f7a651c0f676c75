import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PushPayloadSchema, type NotificationSettings } from '@mingle/contracts';
import { pushSubscriptions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';
import { acceptableEndpoint } from './push.service.js';
import { startPushService, type PushArrival } from '../../test/push-service.js';

// web-push's own decryption twin (its dependency), to read what a browser would.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: object): Buffer };

/** The push service, which sits outside the product: a local HTTP server that keeps what arrives. */
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushUrl: string;

/** A browser's subscription: its own key pair and auth secret, as PushManager makes them. */
function browser(name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  const endpoint = `${pushUrl}/push/${name}-${crypto.randomUUID()}`;
  return {
    endpoint,
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    read: (a: PushArrival) => PushPayloadSchema.parse(JSON.parse(ece.decrypt(a.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'))),
    arrived: () => pushService.arrivals.filter((a) => a.path === new URL(endpoint).pathname),
  };
}

/** What `what` finds once it finds something (a push arriving at the fake push service). */
const until = <T>(what: () => T | undefined, timeout = 5000): Promise<T> =>
  vi.waitFor(
    () => {
      const found = what();
      if (found === undefined) throw new Error('nothing arrived in time');
      return found;
    },
    { timeout, interval: 25 },
  );

let t: TestApp;
let api: ReturnType<typeof call>;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
let ana: Who, ben: Who;
let slug: string;
let chatId: string;
let wsUrl: string;

beforeAll(async () => {
  pushService = await startPushService();
  pushUrl = pushService.url;
  t = await createTestApp();
  api = call(t);
  // Today, in UTC, so a gathering can start in 20 minutes.
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  fx = await eventWithAttendees(t, 'pu', { ana: ['jazz'], ben: ['jazz'] }, { startDate: today, endDate: later, timeZone: 'UTC' });
  ({ ana, ben } = fx.attendees as Record<'ana' | 'ben', Who>);
  slug = fx.event.slug;
  chatId = (await scanCode(t, slug, ana, ben)).json().connection.connectionId;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await t.close();
  await pushService?.close();
});

const say = (who: Who, body: string) => api('POST', `/events/${slug}/connections/${chatId}/messages`, who, { body });
const settings = async (who: Who, change?: object) =>
  (change ? await api('PUT', `/events/${slug}/notification-settings`, who, change) : await api('GET', `/events/${slug}/notification-settings`, who)).json() as NotificationSettings;

describe('browser notifications', () => {
  it('offer the server key with my per-event choices, all on by default, and change only what I send', async () => {
    const s = await settings(ana);
    expect(s).toMatchObject({ announcementMail: true, chatPush: true, requestPush: true, reminderPush: true });
    expect(s.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await settings(ana, { requestPush: false })).toMatchObject({ announcementMail: true, chatPush: true, requestPush: false, reminderPush: true });
    expect((await api('PUT', `/events/${slug}/notification-settings`, ana, {})).statusCode).toBe(400);
    await settings(ana, { requestPush: true });
  });

  it('send a new chat message to my subscribed browser, encrypted, with who wrote but not what', async () => {
    const phone = browser('ana');
    expect((await api('POST', '/me/push-subscriptions', ana, phone.subscription)).statusCode).toBe(201);
    expect((await say(ben, 'Secret plans')).statusCode).toBe(201);
    const arrival = await until(() => phone.arrived()[0]);
    expect(arrival.headers['content-encoding']).toBe('aes128gcm');
    expect(arrival.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(arrival.body.toString('latin1')).not.toContain('Secret');
    expect(phone.read(arrival)).toEqual({ title: 'New message from ben Test', body: 'Open Mingle to read it.', url: `/events/${slug}/connections/${chatId}`, tag: `chat:${chatId}` });
    await api('DELETE', '/me/push-subscriptions', ana, { endpoint: phone.endpoint });
  });

  it('skip people reading the chat right now, and people who turned chat notifications off', async () => {
    const phone = browser('ana');
    await api('POST', '/me/push-subscriptions', ana, phone.subscription);
    const reading = await signedInClient(wsUrl, ana);
    expect(await reading.subscribe({ kind: 'chat', event: slug, connectionId: chatId })).toBe('subscribed');
    await say(ben, 'You see this live');
    reading.close();
    await settings(ana, { chatPush: false });
    await say(ben, 'Muted');
    await settings(ana, { chatPush: true });
    await say(ben, 'Now it rings');
    const arrival = await until(() => phone.arrived()[0]);
    await t.app.background.drain(); // every push still being sent has arrived
    expect(phone.arrived()).toHaveLength(1);
    expect(phone.read(arrival).title).toBe('New message from ben Test');
    await api('DELETE', '/me/push-subscriptions', ana, { endpoint: phone.endpoint });
  });

  it('forget a subscription the push service says is gone, and refuse internal endpoints in production', async () => {
    const phone = browser('ben');
    await api('POST', '/me/push-subscriptions', ben, phone.subscription);
    pushService.gone.add(new URL(phone.endpoint).pathname);
    await say(ana, 'Hello?');
    await until(() => phone.arrived()[0]);
    const left = async () => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint));
    await expect.poll(left).toEqual([]);
    expect(acceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    for (const bad of ['http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x', 'https://intranet/x']) expect(acceptableEndpoint(bad, false), bad).toBe(false);
  });

  it('remind people going to a gathering 30 minutes ahead, once however many processes sweep', async () => {
    const phone = browser('ana');
    await api('POST', '/me/push-subscriptions', ana, phone.subscription);
    const groupId = (await api('POST', `/events/${slug}/groups`, fx.org, { name: 'Walkers', icon: '🚶' })).json().id as string;
    for (const who of [ana, ben]) await api('POST', `/events/${slug}/attendee/groups/${groupId}/join`, who);
    const start = new Date(Date.now() + 20 * 60_000);
    const gathering = await api('POST', `/events/${slug}/attendee/groups/${groupId}/gatherings`, ben, {
      title: 'Harbour walk',
      startDate: start.toISOString().slice(0, 10),
      startHour: start.toISOString().slice(11, 16),
      location: 'Pier 2',
    });
    expect(gathering.statusCode).toBe(201);
    const gatheringId = gathering.json().id as string;
    expect((await api('PUT', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gatheringId}/attendance`, ana, { status: 'going' })).statusCode).toBe(200);
    const [a, b] = await Promise.all([t.app.gatheringReminders.sweep(), t.app.gatheringReminders.sweep()]);
    const mine = [...a, ...b].filter((r) => r.userId === ana.id);
    expect(mine).toHaveLength(1);
    expect(await t.app.gatheringReminders.sweep()).toEqual([]);
    const arrival = await until(() => phone.arrived()[0]);
    expect(phone.read(arrival)).toEqual({
      title: `Harbour walk at ${start.toISOString().slice(11, 16)}`,
      body: 'Pier 2',
      url: `/events/${slug}/${groupId}/gatherings/${gatheringId}`,
      tag: `reminder:${gatheringId}`,
    });

    // Moved: reminded again ahead of the new time, not at once; other edits change nothing.
    const moveTo = (at: Date) =>
      api('PATCH', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gatheringId}`, ben, { startDate: at.toISOString().slice(0, 10), startHour: at.toISOString().slice(11, 16) });
    expect((await moveTo(new Date(Date.now() + 3 * 3_600_000))).statusCode).toBe(200);
    expect(await t.app.gatheringReminders.sweep()).toEqual([]);
    expect((await moveTo(new Date(Date.now() + 25 * 60_000))).statusCode).toBe(200);
    expect((await t.app.gatheringReminders.sweep()).filter((r) => r.userId === ana.id)).toHaveLength(1);
    expect((await api('PATCH', `/events/${slug}/attendee/groups/${groupId}/gatherings/${gatheringId}`, ben, { location: 'Pier 3' })).statusCode).toBe(200);
    expect(await t.app.gatheringReminders.sweep()).toEqual([]);
  });
});
