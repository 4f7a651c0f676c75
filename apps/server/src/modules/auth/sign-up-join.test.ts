import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CodeSignInResponse, VerifyResponse } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { TEST_PASSWORD } from '../../test/users.js';
import { eventAttendees, sessions, users, verificationCodes } from '../../db/schema/index.js';

// Sign-up from a join link in one step (decision 013): a right code signs in like a login and joins the
// event the sign-up came from. The session and the join come only from a valid, unexpired, unused
// code of that account (decision 007's guarantees, auth-security.test.ts, still hold).
let t: TestApp;
let event: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ event } = await eventWithAttendees(t, 'sj', {}));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object, ip = '10.13.0.1') => t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}), remoteAddress: ip });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Registers (with `join` when given) and answers the mailed code and the mail's link. */
async function register(username: string, join?: string) {
  const email = `${username}@example.com`;
  const before = t.mailbox.mails.length;
  const res = await inject('POST', '/auth/register', { email, username, password: TEST_PASSWORD, ...(join === undefined ? {} : { join }) });
  expect(res.statusCode).toBe(201);
  const code = await t.mailbox.codeFor(email, before);
  const link = /http:\/\/mingle\.test\/auth\/callback\?\S+/.exec((await t.mailbox.waitForMail(email, before)).text)![0];
  return { email, code, link, body: res.json() };
}

const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const joinedEvents = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, (await userOf(email)).id))
  ).map((r) => r.eventId);
const sessionCount = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, (await userOf(email)).id))
  ).length;
const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

describe('a right sign-up code', () => {
  it('signs in like a login and joins the event named in the verify', async () => {
    const { email, code } = await register('sjana');
    const res = await inject('POST', '/auth/verify', { email, code, join: event.slug });
    expect(res.statusCode).toBe(200);
    const body = VerifyResponse.parse(res.json());
    expect(body).toMatchObject({ ok: true, user: { email, emailVerified: true } });
    expect(body.joined).toMatchObject({ event: { id: event.id, slug: event.slug }, hasProfile: false });
    // The session is a real one, and the event is joined: its profile is the next thing to set up.
    expect((await me(body.accessToken)).json().user.email).toBe(email);
    expect(await joinedEvents(email)).toEqual([event.id]);
    const profile = await call(t)('GET', `/events/${event.slug}/profile`, { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(profile.json()).toMatchObject({ code: 404, name: 'ProfileNotFoundException' });
  });

  it('signs in without joining anything when no event is named', async () => {
    const { email, code } = await register('sjben');
    const body = VerifyResponse.parse((await inject('POST', '/auth/verify', { email, code })).json());
    expect(body.joined).toBeUndefined();
    expect((await me(body.accessToken)).statusCode).toBe(200);
    expect(await joinedEvents(email)).toEqual([]);
  });

  it('takes the event by its id as well', async () => {
    const { email, code } = await register('sjcy');
    const body = VerifyResponse.parse((await inject('POST', '/auth/verify', { email, code, join: event.id })).json());
    expect(body.joined?.event.slug).toBe(event.slug);
  });

  it('ignores an event that does not exist: the code still verifies and signs in, and nothing is said of the event', async () => {
    for (const [i, join] of ['no-such-event', crypto.randomUUID(), 'Not a slug! <script>', '../../company/events'].entries()) {
      const { email, code } = await register(`sjnone${i}`);
      const res = await inject('POST', '/auth/verify', { email, code, join });
      expect(res.statusCode).toBe(200);
      const body = VerifyResponse.parse(res.json());
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'ok', 'user']);
      expect(res.body).not.toContain(join);
      expect((await me(body.accessToken)).statusCode).toBe(200);
      expect(await joinedEvents(email)).toEqual([]);
    }
  });

  it('refuses a malformed event ref by its field before the code is looked at, so the code still works', async () => {
    const { email, code } = await register('sjbad');
    for (const join of ['', 'x'.repeat(101), 42, ['a']]) {
      const res = await inject('POST', '/auth/verify', { email, code, join });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(['join']);
      expect(res.json()).not.toHaveProperty('accessToken');
    }
    expect(await sessionCount(email)).toBe(0);
    expect((await inject('POST', '/auth/verify', { email, code, join: event.slug })).statusCode).toBe(200);
  });
});

describe('a wrong, used or foreign code', () => {
  it('still answers 400 with no session and no join', async () => {
    const { email, code } = await register('sjwrong');
    const res = await inject('POST', '/auth/verify', { email, code: wrongCode(code), join: event.slug });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'CodeMismatchException', message: 'Invalid verification code.' });
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(res.body).not.toContain(event.slug);
    expect(await sessionCount(email)).toBe(0);
    expect(await joinedEvents(email)).toEqual([]);
    expect((await userOf(email)).emailVerifiedAt).toBeNull();
  });

  it("never lets one account's code sign in or join another account", async () => {
    const victim = await register('sjvictim');
    const attacker = await register('sjattacker');
    const res = await inject('POST', '/auth/verify', { email: victim.email, code: attacker.code, join: event.slug });
    // Codes are six digits: the two could be equal by chance, and then the right one for the victim too.
    if (attacker.code !== victim.code) {
      expect(res.statusCode).toBe(400);
      expect(await sessionCount(victim.email)).toBe(0);
      expect(await joinedEvents(victim.email)).toEqual([]);
    }
    expect(await sessionCount(attacker.email)).toBe(0);
    expect(await joinedEvents(attacker.email)).toEqual([]);
  });

  it('gives nothing a second time, nor to an account that is already verified', async () => {
    const { email, code } = await register('sjtwice');
    expect((await inject('POST', '/auth/verify', { email, code, join: event.slug })).statusCode).toBe(200);
    const again = await inject('POST', '/auth/verify', { email, code, join: event.slug });
    expect(again.statusCode).toBe(400);
    expect(again.json()).not.toHaveProperty('accessToken');
    expect(await sessionCount(email)).toBe(1);
  });

  it('gives nothing for an expired code', async () => {
    const { email, code } = await register('sjexpired');
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, (await userOf(email)).id));
    const res = await inject('POST', '/auth/verify', { email, code, join: event.slug });
    expect(res.json()).toMatchObject({ name: 'ExpiredCodeException' });
    expect(await sessionCount(email)).toBe(0);
    expect(await joinedEvents(email)).toEqual([]);
  });
});

describe("the mail's link", () => {
  it("carries the sign-up's event by its current slug, and joins it on the way in", async () => {
    const { email, link, body } = await register('sjlink', event.id);
    expect(body).toEqual({ email, username: 'sjlink' });
    const url = new URL(link);
    expect(url.searchParams.get('join')).toBe(event.slug);
    const res = await inject('GET', `/auth/callback${url.search}`);
    expect(res.statusCode).toBe(200);
    const signedIn = CodeSignInResponse.parse(res.json());
    expect(signedIn.joined?.event.id).toBe(event.id);
    expect(await joinedEvents(email)).toEqual([event.id]);
  });

  it('leaves out an event that does not exist, and answers the sign-up the same', async () => {
    const { email, link, body } = await register('sjlinknone', 'no-such-event');
    expect(body).toEqual({ email, username: 'sjlinknone' });
    expect(new URL(link).searchParams.has('join')).toBe(false);
    expect(link).not.toContain('no-such-event');
    const res = await inject('GET', `/auth/callback${new URL(link).search}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('joined');
  });

  it('joins nothing with a wrong code, whatever it names', async () => {
    const { email, code } = await register('sjlinkwrong');
    const res = await inject('GET', `/auth/callback?email=${encodeURIComponent(email)}&code=${wrongCode(code)}&join=${event.slug}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('accessToken');
    expect(await joinedEvents(email)).toEqual([]);
  });
});

describe("the sign-up mail's link and where it leads", () => {
  it('carries a path of ours (an invitation) back, and refuses anything else, naming the field', async () => {
    const email = 'sjinvited@example.com';
    const before = t.mailbox.mails.length;
    const res = await inject('POST', '/auth/register', { email, username: 'sjinvited', password: TEST_PASSWORD, redirect: '/auth/invitation?token=abc-123' });
    expect(res.statusCode).toBe(201);
    const link = /http:\/\/mingle\.test\/auth\/callback\?\S+/.exec((await t.mailbox.waitForMail(email, before)).text)![0];
    expect(new URL(link).searchParams.get('redirect')).toBe('/auth/invitation?token=abc-123');
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'auth/invitation']) {
      const bad = await inject('POST', '/auth/register', { email: 'sjbad@example.com', username: 'sjbad', password: TEST_PASSWORD, redirect });
      expect(bad.json().issues?.[0], redirect).toMatchObject({ field: 'redirect', key: 'invalidValue' });
    }
  });
});
