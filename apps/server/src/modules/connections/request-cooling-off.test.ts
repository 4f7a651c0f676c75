import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, PushPayloadSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { signedInClient } from '../../test/ws.js';
import { startPushService } from '../../test/push-service.js';

// web-push's own decryption twin (its dependency), to read what a browser would.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: object): Buffer };

/** The push service sits outside the product: a local HTTP server that keeps what arrives. */
let pushService: Awaited<ReturnType<typeof startPushService>>;
let pushUrl: string;

function device(name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  const endpoint = `${pushUrl}/push/${name}-${crypto.randomUUID()}`;
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    /** The notifications this device was shown, decrypted. */
    shown: () =>
      pushService.arrivals
        .filter((a) => a.path === new URL(endpoint).pathname)
        .map((a) => PushPayloadSchema.parse(JSON.parse(ece.decrypt(a.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')))),
  };
}

let t: TestApp;
let api: ReturnType<typeof call>;

let scenes = 0;
/** Each test's own event and people: their requests and hourly budgets are theirs alone. */
async function scene() {
  const fx = await eventWithAttendees(t, `co${++scenes}`, { ana: ['jazz'], ben: ['jazz'], cy: ['jazz'], dee: ['jazz'] });
  return { slug: fx.event.slug, eventId: fx.event.id, p: fx.attendees as Record<'ana' | 'ben' | 'cy' | 'dee', Who> };
}

beforeAll(async () => {
  pushService = await startPushService();
  pushUrl = pushService.url;
  t = await createTestApp();
  api = call(t);
});
afterAll(async () => {
  await t.close();
  await pushService?.close();
});

describe('asking, withdrawing and asking again', () => {
  it('rings the other person once, however many times it is repeated, and still shows the request in their list', async () => {
    const { slug, eventId, p } = await scene();
    const phones = ['a', 'b', 'c', 'd'].map((n) => device(`ben-${n}`));
    for (const phone of phones) expect((await api('POST', '/me/push-subscriptions', p.ben, phone.subscription)).statusCode).toBe(201);

    // A second process of the same deployment does the asking; closing it waits for its pushes to be sent.
    const other = await t.sibling();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const live = await signedInClient(`ws://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/ws`, p.ben);
    expect(await live.subscribe({ kind: 'person', event: eventId, userId: p.ben.id })).toBe('subscribed');
    const asOther = (method: 'POST' | 'DELETE', url: string, who: Who, payload?: object) => other.app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

    const cycles = 20;
    for (let i = 0; i < cycles; i++) {
      const asked = await asOther('POST', `/events/${slug}/connections`, p.ana, { initiatorId: p.ben.id });
      expect(asked.statusCode).toBe(202);
      expect((await asOther('DELETE', `/events/${slug}/connection-requests/${asked.json().request.requestId}`, p.ana)).statusCode).toBe(200);
    }
    const last = await asOther('POST', `/events/${slug}/connections`, p.ana, { initiatorId: p.ben.id });
    expect(last.statusCode).toBe(202);
    const incoming = (await api('GET', `/events/${slug}/connection-requests`, p.ben)).json().incoming as { requestId: string; other: { userId: string } }[];
    expect(incoming).toEqual([expect.objectContaining({ requestId: last.json().request.requestId, other: expect.objectContaining({ userId: p.ana.id }) })]);

    // Someone else asking afterwards still rings: their nudge arriving means every earlier one has too (one channel, in order).
    expect((await asOther('POST', `/events/${slug}/connections`, p.cy, { initiatorId: p.ben.id })).statusCode).toBe(202);
    await live.next('change', (m) => 'from' in m && (m.from as { userId: string }).userId === p.cy.id);
    const nudgesFromAna = live.changes().filter((m) => 'from' in m && (m.from as { userId: string }).userId === p.ana.id);
    live.close();
    await other.close();

    const fromAna = phones.map((phone) => phone.shown().filter((n) => n.tag === `request:${p.ana.id}`).length);
    console.info(`pushes sent by ${cycles} ask/withdraw cycles to ${phones.length} devices: ${fromAna.reduce((a, b) => a + b, 0)}; live nudges: ${nudgesFromAna.length}`);
    expect(fromAna).toEqual([1, 1, 1, 1]);
    expect(nudgesFromAna).toHaveLength(1);
    expect(phones.map((phone) => phone.shown().filter((n) => n.tag === `request:${p.cy.id}`).length)).toEqual([1, 1, 1, 1]);
  });

  it('caps the new requests one person sends in an hour, counted in the database every process shares', async () => {
    const { slug, p } = await scene();
    // Cycles with dee use up ana's whole budget for the hour.
    let status = 202;
    let sent = 0;
    let answer;
    while (status === 202 && sent < 100) {
      answer = await api('POST', `/events/${slug}/connections`, p.ana, { initiatorId: p.dee.id });
      status = answer.statusCode;
      if (status !== 202) break;
      sent++;
      await api('DELETE', `/events/${slug}/connection-requests/${answer.json().request.requestId}`, p.ana);
    }
    expect(sent).toBe(LIMITS.connectionRequestsPerHour);
    expect(answer!.statusCode).toBe(429);
    expect(answer!.json()).toMatchObject({ name: 'TooManyRequestsException', message: 'You have asked many people to connect in the last hour. Try again later.' });
    expect(Number(answer!.headers['retry-after'])).toBeGreaterThan(3000);
    // Through another process too; and it is ana's budget, not everyone's.
    const other = await t.sibling();
    expect((await other.app.inject({ method: 'POST', url: `/api/v1/events/${slug}/connections`, headers: p.ana.headers, payload: { initiatorId: p.dee.id } })).statusCode).toBe(429);
    await other.close();
    expect((await api('POST', `/events/${slug}/connections`, p.dee, { initiatorId: p.cy.id })).statusCode).toBe(202);
  });
});
