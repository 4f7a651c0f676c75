import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, type Who } from '../../test/event-fixture.js';
import { readPass, signPass, newSigningKey } from './pass-signing.js';

let t: TestApp;
let api: ReturnType<typeof call>;
let fx: Awaited<ReturnType<typeof eventWithAttendees>>;
const at = (name: string) => fx.attendees[name]!;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  fx = await eventWithAttendees(t, 'door', { ana: ['jazz'], ben: ['jazz'], cy: [], dee: ['hiking'], eve: ['yoga'], fay: ['jazz'] });
});
afterAll(() => t?.close());

const passOf = async (who: Who, event = fx.event.slug) => {
  const res = await api('GET', `/events/${event}/pass`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; passId: string; eventId: string; expiresAt: string };
};
const checkIn = (body: object, who: Who = fx.org, event = fx.event.id) => api('POST', `/company/events/${event}/check-ins`, who, body);
/** One changed character in the middle of a part of the pass. */
const flip = (token: string, part: number) => {
  const parts = token.split('.');
  const s = parts[part]!;
  const i = Math.floor(s.length / 2);
  parts[part] = s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  return parts.join('.');
};

describe('the pass', () => {
  it('carries opaque ids only, stays the same on a second ask, and expires a day after the event', async () => {
    const first = await passOf(at('ana'));
    const again = await passOf(at('ana'));
    expect(again.token).toBe(first.token);
    const claims = readPass(first.token)!;
    expect(claims).toMatchObject({ v: 1, e: fx.event.id, p: first.passId });
    expect(Object.keys(claims).sort()).toEqual(['e', 'exp', 'iat', 'k', 'p', 'v']);
    expect(first.token).not.toContain(at('ana').id);
    expect(Buffer.from(first.token.split('.')[1]!, 'base64url').toString()).not.toMatch(/ana|example\.com/);
    // The event ends 2099-06-12: the pass lasts past the end of that day everywhere, plus a day.
    expect(first.expiresAt).toBe('2099-06-14T12:00:00.000Z');
    expect(claims.exp).toBe(Date.parse(first.expiresAt) / 1000);
  });

  it('is for attendees only: the organiser and strangers get 404', async () => {
    expect((await api('GET', `/events/${fx.event.slug}/pass`, fx.org)).statusCode).toBe(404);
    const other = await eventWithAttendees(t, 'doorx', { zed: [] });
    expect((await api('GET', `/events/${fx.event.slug}/pass`, other.attendees.zed!)).statusCode).toBe(404);
  });

  it('cannot be used to connect', async () => {
    const { token } = await passOf(at('ben'));
    const withCode = await api('POST', `/events/${fx.event.slug}/connections`, at('ana'), { initiatorId: at('ben').id, code: token });
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().issues[0].field).toBe('code');
    const asPerson = await api('POST', `/events/${fx.event.slug}/connections`, at('ana'), { initiatorId: token });
    expect(asPerson.statusCode).toBe(400);
    expect(asPerson.json().issues[0].field).toBe('initiatorId');
  });
});

describe('checking in', () => {
  it('by pass answers the person; a second scan says when and by whom', async () => {
    const { token } = await passOf(at('ben'));
    const first = await checkIn({ pass: token, deviceId: 'door-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ person: { userId: at('ben').id, name: 'ben Test', photoUrl: null } });
    expect(first.json().alreadyCheckedInAt).toBeUndefined();
    const second = await checkIn({ pass: token, deviceId: 'door-2' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ alreadyCheckedInAt: first.json().checkedInAt, checkedInBy: 'doororg', otherDevice: true });
  });

  it('refuses a forged pass (one changed byte), a pass signed by another key, another event, an expired or a revoked pass', async () => {
    const { token, passId } = await passOf(at('cy'));
    for (const part of [1, 2]) {
      const res = await checkIn({ pass: flip(token, part) });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ field: 'pass' });
    }
    const claims = readPass(token)!;
    const foreign = signPass({ ...newSigningKey(), keyId: claims.k }, { e: claims.e, p: claims.p, iat: claims.iat, exp: claims.exp });
    expect((await checkIn({ pass: foreign })).json().issues[0]).toMatchObject({ field: 'pass', key: 'passInvalid' });
    expect((await checkIn({ pass: 'not a pass' })).json().issues[0]).toMatchObject({ field: 'pass', key: 'passInvalid' });

    // Expired: the event's own key, a past expiry (the server never signs one, so the test does).
    const key = (await t.database.db.query.doorKeys.findFirst({ where: (k, { eq }) => eq(k.eventId, fx.event.id) }))!;
    const expired = signPass(key, { e: fx.event.id, p: passId, iat: 1_700_000_000, exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await checkIn({ pass: expired })).json().issues[0]).toMatchObject({ field: 'pass', key: 'passExpired' });

    const other = await eventWithAttendees(t, 'doory', { yan: [] });
    const otherPass = await passOf(other.attendees.yan!, other.event.slug);
    expect((await checkIn({ pass: otherPass.token })).json().issues[0]).toMatchObject({ field: 'pass', key: 'passOtherEvent' });

    // Revoked: removed from the event, the pass is refused and listed for offline devices.
    expect((await api('POST', `/company/events/${fx.event.id}/attendees/${at('cy').id}/remove`, fx.org, { ban: false })).statusCode).toBe(200);
    const revoked = await checkIn({ pass: token });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().issues[0]).toMatchObject({ field: 'pass', key: 'passRevoked' });
    const keys = (await api('GET', `/company/events/${fx.event.id}/check-in/keys`, fx.org)).json();
    expect(keys.revoked).toEqual([passId]);
    expect((await checkIn({ userId: at('cy').id })).statusCode).toBe(404);
  });

  it('by name: search needs two letters and answers a handful; a check-in by id; undo twice answers the same', async () => {
    const short = await api('GET', `/company/events/${fx.event.id}/check-ins?q=d`, fx.org);
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0]).toMatchObject({ field: 'q', key: 'searchTooShort' });
    expect((await api('GET', `/company/events/${fx.event.id}/check-ins`, fx.org)).statusCode).toBe(400);
    const found = (await api('GET', `/company/events/${fx.event.id}/check-ins?q=dee`, fx.org)).json();
    expect(found.items).toEqual([{ userId: at('dee').id, name: 'dee Test', photoUrl: null, checkedInAt: null, checkedInBy: null }]);
    const res = await checkIn({ userId: at('dee').id });
    expect(res.statusCode).toBe(200);
    const after = (await api('GET', `/company/events/${fx.event.id}/check-ins?q=dee`, fx.org)).json();
    expect(after.items[0]).toMatchObject({ checkedInAt: res.json().checkedInAt, checkedInBy: 'doororg' });
    for (let i = 0; i < 2; i++) expect((await api('DELETE', `/company/events/${fx.event.id}/check-ins/${at('dee').id}`, fx.org)).json()).toEqual({ ok: true });
    expect((await api('GET', `/company/events/${fx.event.id}/check-ins?q=dee`, fx.org)).json().items[0].checkedInAt).toBeNull();
    expect((await checkIn({ userId: at('dee').id })).json().alreadyCheckedInAt).toBeUndefined();
  });

  it('refuses both a pass and a person, or neither, naming the field', async () => {
    const { token } = await passOf(at('eve'));
    for (const body of [{ pass: token, userId: at('eve').id }, {}]) {
      const res = await checkIn(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ field: 'pass', key: 'passOrPerson' });
    }
  });

  it('is made once for a repeated Idempotency-Key, which replays the first answer', async () => {
    const { token } = await passOf(at('fay'));
    const key = crypto.randomUUID();
    const send = () => t.app.inject({ method: 'POST', url: `/api/v1/company/events/${fx.event.id}/check-ins`, headers: { ...fx.org.headers, 'idempotency-key': key }, payload: { pass: token } });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().alreadyCheckedInAt).toBeUndefined();
  });

  it('keeps a queued scan time from the past, never from the future', async () => {
    const { token } = await passOf(at('eve'));
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const res = await checkIn({ pass: token, scannedAt: past });
    expect(res.json().checkedInAt).toBe(past);
  });

  it('counts checked in and joined, and lists the used passes for offline devices', async () => {
    const keys = (await api('GET', `/company/events/${fx.event.slug}/check-in/keys`, fx.org)).json();
    expect(keys).toMatchObject({ eventId: fx.event.id, keys: [{ algorithm: 'Ed25519' }], joinedCount: 5, checkedInCount: 4 });
    // dee was checked in by name: the pass she was mailed is listed as used too, so an offline
    // device does not let it in a second time.
    expect(keys.checkedIn).toHaveLength(4);
    expect(keys.keys[0].publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(keys)).not.toMatch(/private/i);
  });

  it('gives the insights a show rate and check-ins per hour on the event clock', async () => {
    const insights = (await api('GET', `/company/events/${fx.event.id}/insights`, fx.org)).json();
    // ben, dee, fay and eve of five attendees still at the event (cy was removed).
    expect(insights).toMatchObject({ joined: 5, checkedIn: 4, showRate: 0.8 });
    expect(insights.checkInsOverTime.reduce((n: number, h: { count: number }) => n + h.count, 0)).toBe(4);
    expect(insights.checkInsOverTime[0].hour).toMatch(/^\d{4}-\d\d-\d\d \d\d:00$/);
  });

  it('lets announcements go to those checked in, or to those not', async () => {
    const preview = async (audience: string) =>
      (await api('POST', `/company/events/${fx.event.id}/announcements/preview`, fx.org, { title: 'Door', body: 'Hello', audience })).json().audience.inApp as number;
    expect([await preview('checkedIn'), await preview('notCheckedIn'), await preview('event')]).toEqual([4, 1, 5]);
    for (const audience of ['checkedIn', 'notCheckedIn']) {
      const res = await api('POST', `/company/events/${fx.event.id}/announcements`, fx.org, { title: `To ${audience}`, body: 'Coffee is in the hall', audience });
      expect(res.statusCode).toBe(201);
      expect(res.json().audience).toBe(audience);
      // Counted in the claim as it went out: the door's audience, not everyone.
      expect(res.json().reached).toBe(audience === 'checkedIn' ? 4 : 1);
    }
    const seen = async (who: Who) => ((await api('GET', `/events/${fx.event.slug}/announcements`, who)).json().items as { title: string }[]).map((a) => a.title);
    expect(await seen(at('ben'))).toContain('To checkedIn');
    expect(await seen(at('ben'))).not.toContain('To notCheckedIn');
    expect(await seen(at('ana'))).toContain('To notCheckedIn');
    expect(await seen(at('ana'))).not.toContain('To checkedIn');
    // And by mail, to the same people.
    const mailedTo = (title: string) => t.mailbox.mails.filter((m) => m.text.includes(title) || m.raw.includes(title)).map((m) => m.to);
    // On PostgreSQL the mail waits a moment for other processes to say who heard it live (LIVE_REPORT_MS).
    await expect.poll(() => mailedTo('To notCheckedIn').length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => mailedTo('To checkedIn').length, { timeout: 5000 }).toBe(4);
    expect(mailedTo('To notCheckedIn').join()).toContain('doorana@');
    expect(mailedTo('To checkedIn').join()).not.toContain('doorana@');
  });

  it('shows in the attendee list and its CSV ("Checked in (UTC)"), empty for who has not come', async () => {
    const list = (await api('GET', `/company/events/${fx.event.id}/attendees?q=Test`, fx.org)).json().items as { username: string; checkedInAt: string | null }[];
    expect(list.find((a) => a.username === 'doorben')!.checkedInAt).toMatch(/^\d{4}-/);
    expect(list.find((a) => a.username === 'doorana')!.checkedInAt).toBeNull();
    const csv = (await api('GET', `/company/events/${fx.event.id}/attendees.csv`, fx.org)).body.split('\r\n');
    expect(csv[0]).toMatch(/,Checked in \(UTC\)$/);
    expect(csv.find((l) => l.includes(',doorben,'))).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(csv.find((l) => l.includes(',doorana,'))).toMatch(/,$/);
    // And in the person's own data export.
    const mine = (who: Who) =>
      api('GET', '/me/export', who)
        .then((r) => (r.statusCode === 200 ? r : Promise.reject(new Error(r.body))))
        .then((r) => r.json().events.find((e: { event: { id: string } }) => e.event.id === fx.event.id).checkedInAt);
    expect(await mine(at('ben'))).toBe(list.find((a) => a.username === 'doorben')!.checkedInAt);
    expect(await mine(at('ana'))).toBeNull();
  });

  it("is the event's company's only: 404 for another company, 403 for an attendee", async () => {
    const other = await eventWithAttendees(t, 'doorz', {});
    const { token } = await passOf(at('ana'));
    expect((await checkIn({ pass: token }, other.org)).statusCode).toBe(404);
    expect((await checkIn({ pass: token }, at('ana'))).statusCode).toBe(403);
  });

  it('a cancelled event refuses every pass and lists them all as revoked', async () => {
    const ev = await eventWithAttendees(t, 'doorc', { gus: [] });
    const { token, passId } = await passOf(ev.attendees.gus!, ev.event.slug);
    expect((await api('POST', `/company/events/${ev.event.id}/cancel`, ev.org, { message: 'Sorry' })).statusCode).toBe(200);
    const res = await checkIn({ pass: token }, ev.org, ev.event.id);
    expect(res.statusCode).toBe(409);
    expect((await api('GET', `/company/events/${ev.event.id}/check-in/keys`, ev.org)).json().revoked).toEqual([passId]);
    expect((await api('GET', `/events/${ev.event.slug}/pass`, ev.attendees.gus!)).statusCode).toBe(409);
  });
});

describe('deleting my profile at the event', () => {
  it('deletes my pass and my check-in there: the old pass is refused', async () => {
    const ev = await eventWithAttendees(t, 'doord', { kim: ['jazz'] });
    const kim = ev.attendees.kim!;
    const { token } = await passOf(kim, ev.event.slug);
    expect((await checkIn({ pass: token }, ev.org, ev.event.id)).statusCode).toBe(200);
    expect((await api('DELETE', `/events/${ev.event.slug}/profile`, kim)).statusCode).toBe(200);
    const keys = (await api('GET', `/company/events/${ev.event.id}/check-in/keys`, ev.org)).json();
    expect(keys).toMatchObject({ checkedInCount: 0, checkedIn: [], revoked: [] });
    expect((await checkIn({ pass: token }, ev.org, ev.event.id)).json().issues[0]).toMatchObject({ field: 'pass', key: 'passInvalid' });
  });
});

describe('two door devices at once', () => {
  it('on two processes, scanning one person at the same moment makes one check-in', async () => {
    const sibling = await t.sibling();
    try {
      const ev = await eventWithAttendees(t, 'doorr', { hal: [], ivy: [], jo: [] });
      for (const name of ['hal', 'ivy', 'jo']) {
        const { token } = await passOf(ev.attendees[name]!, ev.event.slug);
        const send = (app: TestApp['app'], deviceId: string) =>
          app.inject({ method: 'POST', url: `/api/v1/company/events/${ev.event.id}/check-ins`, headers: ev.org.headers, payload: { pass: token, deviceId } });
        const answers = (await Promise.all([send(t.app, 'a'), send(sibling.app, 'b'), send(t.app, 'c'), send(sibling.app, 'd')])).map((r) => r.json());
        expect(answers.filter((a) => a.alreadyCheckedInAt === undefined)).toHaveLength(1);
        expect(new Set(answers.map((a) => a.checkedInAt)).size).toBe(1);
      }
      const keys = (await api('GET', `/company/events/${ev.event.id}/check-in/keys`, ev.org)).json();
      expect(keys.checkedInCount).toBe(3);
    } finally {
      await sibling.close();
    }
  });
});
