import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETINGS, PushPayloadSchema, type Meeting } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { scanCode, type Who } from '../../test/event-fixture.js';
import { meetingScene, tomorrowAt } from '../../test/meeting-scene.js';
import { signedInClient } from '../../test/ws.js';
import { startPushService } from '../../test/push-service.js';

/*
 * What reaches the other person live, the reminder, and meetings marked held: by both saying so,
 * or by a scan between the two around the meeting's time.
 */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: object): Buffer };

let t: TestApp;
let wsUrl: string;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushUrl: string;
let scenes = 0;

/** Meeting hours of 10-minute slots from a few minutes from now for an hour, and tomorrow 10:00–12:00. */
async function scene(people: string[]) {
  const first = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3 * 60_000);
  const m = await meetingScene(t, `ml${++scenes}`, people, {
    slotMinutes: 10,
    windows: [
      { startsAt: first.toISOString(), endsAt: new Date(first.getTime() + 60 * 60_000).toISOString() },
      { startsAt: tomorrowAt('10:00'), endsAt: tomorrowAt('12:00') },
    ],
  });
  return { ...m, soon: first.toISOString() };
}

/** Someone listening on their own channel at the event. */
async function listener(eventId: string, who: Who) {
  const client = await signedInClient(wsUrl, who);
  expect(await client.subscribe({ kind: 'person', event: eventId, userId: who.id })).toBe('subscribed');
  return { client, meetingChanges: () => client.changes().filter((c) => c.event === 'meeting.changed') };
}

beforeAll(async () => {
  pushService = await startPushService();
  pushUrl = pushService.url;
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

describe('live meeting changes', () => {
  it('tell the other person of a request, a proposal, an accept and a cancel; never of a decline', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const [anas, bens] = [await listener(m.fx.event.id, ana), await listener(m.fx.event.id, ben)];
    const asked = await m.ask(ana, ben, tomorrowAt('10:00'));
    expect(await bens.client.next('change', (c) => c.event === 'meeting.changed')).toEqual({
      type: 'change',
      channelKey: `person:${m.fx.event.id}:${ben.id}`,
      event: 'meeting.changed',
      at: expect.any(String),
      meetingId: asked.id,
      reason: 'requested',
      from: { userId: ana.id, name: 'ana Test' },
    });
    // Declined: Ana hears nothing, now or later.
    expect((await m.act(ben, asked.id, 'decline')).statusCode).toBe(200);
    await anas.client.settled();
    expect(anas.meetingChanges()).toEqual([]);

    // Ben asks Ana; Ana proposes another time; Ben accepts; Ana cancels.
    await m.free(ana, [tomorrowAt('10:00'), tomorrowAt('10:10')]);
    await m.free(ben, [tomorrowAt('10:00'), tomorrowAt('10:10')]);
    const again = (await m.request(ben, { withUserId: ana.id, startsAt: tomorrowAt('10:00') })).json() as Meeting;
    expect(await anas.client.next('change', (c) => c.event === 'meeting.changed')).toMatchObject({ meetingId: again.id, reason: 'requested', from: { userId: ben.id } });
    await m.propose(ana, again.id, { startsAt: tomorrowAt('10:10') });
    expect(await bens.client.next('change', (c) => c.event === 'meeting.changed' && c.reason === 'proposed')).toMatchObject({ meetingId: again.id, from: { userId: ana.id } });
    await m.act(ben, again.id, 'accept');
    expect(await anas.client.next('change', (c) => c.event === 'meeting.changed' && c.reason === 'accepted')).toMatchObject({ meetingId: again.id, from: { userId: ben.id } });
    await m.act(ana, again.id, 'cancel');
    expect(await bens.client.next('change', (c) => c.event === 'meeting.changed' && c.reason === 'cancelled')).toMatchObject({ meetingId: again.id, from: { userId: ana.id } });
    // Each heard only the other's doings, each once.
    await Promise.all([anas.client.settled(), bens.client.settled()]);
    expect(anas.meetingChanges().map((c) => c.event === 'meeting.changed' && c.reason)).toEqual(['requested', 'accepted']);
    expect(bens.meetingChanges().map((c) => c.event === 'meeting.changed' && c.reason)).toEqual(['requested', 'proposed', 'cancelled']);
    anas.client.close();
    bens.client.close();
  });
});

describe('held meetings', () => {
  it('mark a meeting held once both connected people say so, around its time only', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const now = await m.ask(ana, ben, m.soon);
    await m.act(ben, now.id, 'accept');
    const later = await m.ask(ben, ana, tomorrowAt('11:00'));
    await m.act(ana, later.id, 'accept');
    // Not connected yet.
    const refused = await m.act(ana, now.id, 'held');
    expect({ status: refused.statusCode, message: (refused.json() as { message: string }).message }).toEqual({
      status: 409,
      message: "You can mark a meeting held only with someone you are connected with. Scan each other's code instead.",
    });
    // Tomorrow's is not around now.
    expect((await m.act(ana, later.id, 'held')).statusCode).toBe(409);
    const req = await m.api('POST', `/events/${m.slug}/connections`, ana, { initiatorId: ben.id });
    expect(req.statusCode).toBe(202);
    const incoming = (await m.api('GET', `/events/${m.slug}/connection-requests`, ben)).json() as { incoming: { requestId: string }[] };
    // A yes connects the two, and a connection made around the meeting's time counts as the meeting.
    expect((await m.api('POST', `/events/${m.slug}/connection-requests/${incoming.incoming[0]!.requestId}/accept`, ben)).statusCode).toBe(201);
    const afterYes = (await m.list(ana)).items.find((i) => i.id === now.id)!;
    expect(afterYes.heldAt).not.toBeNull();
    expect((await m.list(ana)).items.find((i) => i.id === later.id)!.heldAt).toBeNull();
    // Connected now, but tomorrow's is still not around now.
    const early = await m.act(ana, later.id, 'held');
    expect(early.statusCode).toBe(409);
    expect((early.json() as { message: string }).message).toBe('A meeting can be marked held only around its time.');
  });

  it('count both saying so between people already connected', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    // Connected first (no meeting yet), then the meeting of about now is agreed.
    expect((await scanCode(t, m.slug, ana, ben)).statusCode).toBe(201);
    const now = await m.ask(ana, ben, m.soon);
    await m.act(ben, now.id, 'accept');
    const bens = await listener(m.fx.event.id, ben);
    const mine = (await m.act(ana, now.id, 'held')).json() as Meeting;
    expect(mine).toMatchObject({ heldByMe: true, heldAt: null });
    expect(await bens.client.next('change', (c) => c.event === 'meeting.changed')).toMatchObject({ meetingId: now.id, reason: 'held', from: { userId: ana.id } });
    expect((await m.act(ana, now.id, 'held')).json()).toMatchObject({ heldByMe: true, heldAt: null });
    expect((await m.list(ben)).items[0]).toMatchObject({ heldByMe: false, heldAt: null });
    const both = (await m.act(ben, now.id, 'held')).json() as Meeting;
    expect(both.heldByMe).toBe(true);
    expect(both.heldAt).toEqual(expect.any(String));
    expect((await m.list(ana)).items[0]!.heldAt).toBe(both.heldAt);
    bens.client.close();
  });

  it('mark the meeting of about now held when the two scan each other, and tell the one scanned', async () => {
    const m = await scene(['cy', 'dan']);
    const { cy, dan } = m.p as Record<'cy' | 'dan', Who>;
    const now = await m.ask(cy, dan, m.soon);
    await m.act(dan, now.id, 'accept');
    const later = await m.ask(dan, cy, tomorrowAt('10:00'));
    await m.act(cy, later.id, 'accept');
    const cys = await listener(m.fx.event.id, cy);
    expect((await scanCode(t, m.slug, cy, dan)).statusCode).toBe(201);
    expect(await cys.client.next('change', (c) => c.event === 'meeting.changed')).toMatchObject({ meetingId: now.id, reason: 'held', from: { userId: dan.id } });
    const items = (await m.list(cy)).items;
    expect(items.find((i) => i.id === now.id)!.heldAt).toEqual(expect.any(String));
    expect(items.find((i) => i.id === later.id)!.heldAt).toBeNull();
    cys.client.close();

    // Already connected, scanning again at their next meeting marks that one.
    const m2 = await scene(['eve', 'fay']);
    const { eve, fay } = m2.p as Record<'eve' | 'fay', Who>;
    await scanCode(t, m2.slug, eve, fay);
    const next = await m2.ask(eve, fay, m2.soon);
    await m2.act(fay, next.id, 'accept');
    expect((await scanCode(t, m2.slug, fay, eve)).statusCode).toBe(200);
    expect((await m2.list(eve)).items[0]).toMatchObject({ id: next.id, heldAt: expect.any(String) });
  });
});

describe('meeting reminders', () => {
  it('remind both people shortly before, by a notice on their channel and a browser notification, once', async () => {
    const m = await scene(['ana', 'ben', 'cy']);
    const { ana, ben, cy } = m.p as Record<'ana' | 'ben' | 'cy', Who>;
    // Other tests' meetings are reminded first: this test looks at its own event's.
    await t.app.meetingReminders.sweep();
    const sweep = async () => (await t.app.meetingReminders.sweep()).filter((r) => r.eventId === m.fx.event.id);
    // Ana's phone takes browser notifications.
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    const endpoint = `${pushUrl}/push/ana-${crypto.randomUUID()}`;
    expect((await m.api('POST', '/me/push-subscriptions', ana, { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } })).statusCode).toBe(201);
    const soon = await m.ask(ana, ben, m.soon);
    await m.ask(cy, ana, m.soon); // pending: never reminded
    expect(await sweep()).toEqual([]); // not accepted yet
    await m.act(ben, soon.id, 'accept');
    const [anas, bens] = [await listener(m.fx.event.id, ana), await listener(m.fx.event.id, ben)];
    expect(Date.parse(m.soon) - Date.now()).toBeLessThanOrEqual(MEETINGS.reminderMinutes * 60_000);
    const due = await sweep();
    expect(due.map((d) => d.id)).toEqual([soon.id]);
    expect(await sweep()).toEqual([]);
    expect(await anas.client.next('change', (c) => c.event === 'meeting.changed' && c.reason === 'reminder')).toMatchObject({ meetingId: soon.id, from: { userId: ben.id, name: 'ben Test' } });
    expect(await bens.client.next('change', (c) => c.event === 'meeting.changed' && c.reason === 'reminder')).toMatchObject({ meetingId: soon.id, from: { userId: ana.id, name: 'ana Test' } });
    const arrival = pushService.arrivals.find((a) => a.path === new URL(endpoint).pathname)!;
    const payload = PushPayloadSchema.parse(JSON.parse(ece.decrypt(arrival.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')));
    expect(payload).toEqual({ title: `Meeting with ben Test at ${m.soon.slice(11, 16)}`, body: 'In a few minutes.', url: `/events/${m.slug}/agenda`, tag: `meeting:${soon.id}` });
    anas.client.close();
    bens.client.close();
  });

  it('go once when two processes sweep at the same moment', async () => {
    const m = await scene(['ana', 'ben']);
    const { ana, ben } = m.p as Record<'ana' | 'ben', Who>;
    const soon = await m.ask(ana, ben, m.soon);
    await m.act(ben, soon.id, 'accept');
    const sibling = await t.sibling();
    try {
      const [a, b] = await Promise.all([t.app.meetingReminders.sweep(), sibling.app.meetingReminders.sweep()]);
      expect([...a, ...b].filter((r) => r.eventId === m.fx.event.id).map((r) => r.id)).toEqual([soon.id]);
    } finally {
      await sibling.close();
    }
  });
});
