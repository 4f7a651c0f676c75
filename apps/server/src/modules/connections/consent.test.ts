import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { connectionCodes, connections } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees, scanCode, type Who } from '../../test/event-fixture.js';

let t: TestApp;
let api: ReturnType<typeof call>;
/** Another event, only ever the wrong one here. */
let otherEvent: Awaited<ReturnType<typeof eventWithAttendees>>;

beforeAll(async () => {
  t = await createTestApp();
  api = call(t);
  otherEvent = await eventWithAttendees(t, 'ct', { gus: ['jazz'] });
});
afterAll(() => t.close());

let scenes = 0;
/** Each test's own event and people, with helpers bound to it. */
async function scene() {
  const fx = await eventWithAttendees(t, `cs${++scenes}`, { ana: ['jazz'], ben: ['jazz'], cy: ['yoga'], dee: ['chess'], eli: ['jazz'], fay: ['jazz'] });
  const slug = fx.event.slug;
  const p = fx.attendees as Record<'ana' | 'ben' | 'cy' | 'dee' | 'eli' | 'fay', Who>;
  const base = () => `/events/${slug}/connections`;
  const codesOf = async (who: Who, event = slug) => (await api('POST', `/events/${event}/connections/codes`, who)).json().codes as { code: string; validFrom: string; validUntil: string }[];
  /** Live connections at this event. */
  const connectionCount = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(connections)
        .where(and(isNull(connections.removedAt), eq(connections.eventId, fx.event.id)))
    )[0]!.n;
  const requestsOf = async (who: Who) =>
    (await api('GET', `/events/${slug}/connection-requests`, who)).json() as {
      incoming: { requestId: string; other: { userId: string } }[];
      outgoing: { requestId: string; other: { userId: string } }[];
    };
  return { slug, p, base, codesOf, connectionCount, requestsOf };
}

describe('QR codes', () => {
  it('come as a batch of one a minute, each for a short window, never cached', async () => {
    const { p, base } = await scene();
    const res = await api('POST', `${base()}/codes`, p.ana);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([201, 'no-store']);
    const { codes } = res.json() as { codes: { code: string; validFrom: string; validUntil: string }[] };
    expect(codes.length).toBe(15);
    expect(new Set(codes.map((c) => c.code)).size).toBe(15);
    expect(Date.parse(codes[1]!.validFrom) - Date.parse(codes[0]!.validFrom)).toBe(60_000);
    expect(Date.parse(codes[0]!.validUntil) - Date.parse(codes[0]!.validFrom)).toBe(600_000);
    // Only the hash is stored: the code itself appears nowhere in the database.
    expect(await t.database.db.select().from(connectionCodes).where(eq(connectionCodes.codeHash, codes[0]!.code))).toEqual([]);
    expect((await t.database.db.select().from(connectionCodes).where(eq(connectionCodes.userId, p.ana.id))).length).toBe(15);
  });

  it('a scan connects at once; the same code again fails and writes nothing', async () => {
    const { p, base, codesOf, connectionCount, requestsOf } = await scene();
    const [code] = await codesOf(p.ana);
    const first = await api('POST', base(), p.ben, { initiatorId: p.ana.id, code: code!.code });
    expect(first.statusCode).toBe(201);
    await api('DELETE', `${base()}/${first.json().connection.connectionId}`, p.ben);
    const before = await connectionCount();
    for (const who of [p.ben, p.cy]) {
      const replay = await api('POST', base(), who, { initiatorId: p.ana.id, code: code!.code });
      expect([replay.statusCode, replay.json().message]).toEqual([409, 'This code has already been used. Ask them to show their code again.']);
    }
    expect(await connectionCount()).toBe(before);
    expect((await requestsOf(p.ana)).incoming).toEqual([]);
  });

  it('refuses an expired code, another person’s code and another event’s code', async () => {
    const { p, base, codesOf, requestsOf } = await scene();
    const [code] = await codesOf(p.dee);
    await t.database.db
      .update(connectionCodes)
      .set({ validFrom: sql`now() - interval '20 minutes'`, validUntil: sql`now() - interval '10 minutes'` })
      .where(eq(connectionCodes.userId, p.dee.id));
    const expired = await api('POST', base(), p.eli, { initiatorId: p.dee.id, code: code!.code });
    expect([expired.statusCode, expired.json().message]).toEqual([400, 'This code has expired. Ask them to show their code again.']);

    const [deeFresh] = await codesOf(p.dee);
    const wrongPerson = await api('POST', base(), p.eli, { initiatorId: p.cy.id, code: deeFresh!.code });
    expect([wrongPerson.statusCode, wrongPerson.json().message]).toEqual([400, 'This code is not valid for this person at this event.']);
    const gus = otherEvent.attendees.gus!;
    const [gusCode] = await codesOf(gus, otherEvent.event.slug);
    const wrongEvent = await api('POST', base(), p.eli, { initiatorId: p.dee.id, code: gusCode!.code });
    expect(wrongEvent.statusCode).toBe(400);
    const made = await api('POST', base(), p.eli, { initiatorId: p.dee.id, code: 'x'.repeat(22) });
    expect(made.statusCode).toBe(400);
    // None of these was a request either, and the real code still works once.
    expect((await requestsOf(p.dee)).incoming).toEqual([]);
    expect((await api('POST', base(), p.eli, { initiatorId: p.dee.id, code: deeFresh!.code })).statusCode).toBe(201);
    // A malformed code names the field.
    const bad = await api('POST', base(), p.eli, { initiatorId: p.dee.id, code: 'short' });
    expect(bad.json().issues[0]).toMatchObject({ field: 'code' });
  });
});

describe('connection requests', () => {
  it('without a scan, asking makes a request the other accepts', async () => {
    const { slug, p, base, requestsOf } = await scene();
    const asked = await api('POST', base(), p.cy, { initiatorId: p.fay.id });
    expect(asked.statusCode).toBe(202);
    const { request } = asked.json();
    expect(request).toMatchObject({ direction: 'outgoing', other: { userId: p.fay.id } });
    // Asking again is the same request, not a second one.
    expect((await api('POST', base(), p.cy, { initiatorId: p.fay.id })).json().request.requestId).toBe(request.requestId);
    expect((await api('GET', `/events/${slug}/users/${p.cy.id}/profile`, p.fay)).json()).toMatchObject({ connectionId: null, request: { requestId: request.requestId, direction: 'incoming' } });
    const incoming = (await requestsOf(p.fay)).incoming;
    expect(incoming.map((r) => r.other.userId)).toEqual([p.cy.id]);
    // Nobody but the person asked may accept it.
    for (const who of [p.cy, p.ana]) expect((await api('POST', `/events/${slug}/connection-requests/${request.requestId}/accept`, who)).statusCode).toBe(404);
    const accepted = await api('POST', `/events/${slug}/connection-requests/${request.requestId}/accept`, p.fay);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().connection.other.userId).toBe(p.cy.id);
    expect((await requestsOf(p.fay)).incoming).toEqual([]);
    expect((await requestsOf(p.cy)).outgoing).toEqual([]);
    // Accepting again (a double tap, another tab) answers as the accept did; a decline now is refused.
    const again = await api('POST', `/events/${slug}/connection-requests/${request.requestId}/accept`, p.fay);
    expect([again.statusCode, again.json()]).toEqual([201, accepted.json()]);
    expect((await api('POST', `/events/${slug}/connection-requests/${request.requestId}/decline`, p.fay)).statusCode).toBe(404);
  });

  it('answers an accept, a decline or a withdrawal sent twice at once as the first, with one connection', async () => {
    const { slug, p, base, connectionCount, requestsOf } = await scene();
    const ask = async (from: Who, to: Who) => (await api('POST', base(), from, { initiatorId: to.id })).json().request.requestId as string;
    const before = await connectionCount();
    const accepting = await ask(p.ben, p.dee);
    const accepts = await Promise.all([1, 2].map(() => api('POST', `/events/${slug}/connection-requests/${accepting}/accept`, p.dee)));
    expect(accepts.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(accepts[1]!.json()).toEqual(accepts[0]!.json());
    expect(await connectionCount()).toBe(before + 1);

    const declining = await ask(p.eli, p.ben);
    const declines = await Promise.all([1, 2].map(() => api('POST', `/events/${slug}/connection-requests/${declining}/decline`, p.ben)));
    expect(declines.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
    expect((await api('POST', `/events/${slug}/connection-requests/${declining}/decline`, p.ben)).json()).toEqual({ ok: true });
    // Only the person asked may: the asker gets the same 404 as before.
    expect((await api('POST', `/events/${slug}/connection-requests/${declining}/decline`, p.eli)).statusCode).toBe(404);

    const withdrawing = await ask(p.cy, p.dee);
    const withdrawals = await Promise.all([1, 2].map(() => api('DELETE', `/events/${slug}/connection-requests/${withdrawing}`, p.cy)));
    expect(withdrawals.map((r) => [r.statusCode, r.json()])).toEqual([
      [200, { ok: true }],
      [200, { ok: true }],
    ]);
    expect((await requestsOf(p.dee)).incoming.map((r) => r.requestId)).not.toContain(withdrawing);
    expect(await connectionCount()).toBe(before + 1);
  });

  it('a decline is silent: the asker still sees it sent, and asking again reaches nobody', async () => {
    const { slug, p, base, requestsOf } = await scene();
    const { request } = (await api('POST', base(), p.ana, { initiatorId: p.cy.id })).json();
    expect((await api('POST', `/events/${slug}/connection-requests/${request.requestId}/decline`, p.cy)).json()).toEqual({ ok: true });
    expect((await requestsOf(p.ana)).outgoing.map((r) => r.requestId)).toEqual([request.requestId]);
    const again = await api('POST', base(), p.ana, { initiatorId: p.cy.id });
    expect([again.statusCode, again.json().request.requestId]).toEqual([202, request.requestId]);
    expect((await requestsOf(p.cy)).incoming).toEqual([]);
    // Withdrawn, it leaves the asker's list; asked again, it still does not reach them.
    expect((await api('DELETE', `/events/${slug}/connection-requests/${request.requestId}`, p.ana)).json()).toEqual({ ok: true });
    expect((await requestsOf(p.ana)).outgoing).toEqual([]);
    await api('POST', base(), p.ana, { initiatorId: p.cy.id });
    expect((await requestsOf(p.cy)).incoming).toEqual([]);
    // A scan still connects them: meeting in person overrides an old no.
    expect((await scanCode(t, slug, p.cy, p.ana)).statusCode).toBe(201);
  });

  it('asking someone who already asked me connects us; a pending request can be withdrawn', async () => {
    const { slug, p, base, requestsOf } = await scene();
    const { request } = (await api('POST', base(), p.dee, { initiatorId: p.fay.id })).json();
    expect((await api('DELETE', `/events/${slug}/connection-requests/${request.requestId}`, p.fay)).statusCode).toBe(404);
    expect((await api('DELETE', `/events/${slug}/connection-requests/${request.requestId}`, p.dee)).json()).toEqual({ ok: true });
    expect((await requestsOf(p.fay)).incoming).toEqual([]);
    await api('POST', base(), p.dee, { initiatorId: p.fay.id });
    const mutual = await api('POST', base(), p.fay, { initiatorId: p.dee.id });
    expect([mutual.statusCode, mutual.json().created]).toEqual([201, true]);
    expect((await requestsOf(p.dee)).outgoing).toEqual([]);
  });

  it('a request id from the wrong event or malformed is refused', async () => {
    const { slug, p, base } = await scene();
    const { request } = (await api('POST', base(), p.eli, { initiatorId: p.fay.id })).json();
    const gus = otherEvent.attendees.gus!;
    expect((await api('POST', `/events/${otherEvent.event.slug}/connection-requests/${request.requestId}/decline`, gus)).statusCode).toBe(404);
    const bad = await api('POST', `/events/${slug}/connection-requests/nope/decline`, p.fay);
    expect(bad.json().issues[0]).toMatchObject({ field: 'requestId' });
  });
});
