import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorObjectSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { companies, memberships, users, verificationCodes } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Each test has a number of its own: its people's addresses and usernames carry it, and it calls
 * from an address of its own, so no test spends another's per-address budget.
 */
let tests = 0;
let n = 0;
let ip = '127.0.0.1';
beforeEach(() => {
  n = ++tests;
  ip = `10.20.${n}.1`;
});
/** A person of this test: `ana` is ana<n>@example.com, username ana<n>. */
const person = (name: string) => ({ email: `${name}${n}@example.com`, username: `${name}${n}` });

const PASSWORD = 'Sunshine1!';
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: ip });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress: ip });

async function signUp(email: string, username: string) {
  const res = await post('/auth/register', { email, username, password: PASSWORD });
  expect(res.statusCode).toBe(201);
  return t.mailbox.codeFor(email);
}

async function verifiedUser(email: string, username: string) {
  const code = await signUp(email, username);
  expect((await post('/auth/verify', { email, code })).statusCode).toBe(200);
}

async function login(email: string, password = PASSWORD) {
  return post('/auth/login', { email, password });
}

/** Ana of this test, signed up and verified. */
async function verifiedAna() {
  const ana = person('ana');
  await verifiedUser(ana.email, ana.username);
  return ana;
}

describe('sign up and verify', () => {
  it('registers, mails a code over SMTP, verifies and then signs in', async () => {
    const { email, username } = person('ana');
    const code = await signUp(`Ana${n}@Example.com`, username);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await t.mailbox.waitForMail(email);
    expect(mail.text).toContain(`http://mingle.test/auth/callback?email=ana${n}%40example.com`);

    expect((await login(email)).json()).toMatchObject({ name: 'UserNotConfirmedException', message: 'Account not verified' });
    // A right code signs in as a login does (decision 013: no second log-in after sign-up).
    const verified = (await post('/auth/verify', { email, code })).json();
    expect(verified).toMatchObject({ ok: true, accessToken: expect.any(String), user: { email, emailVerified: true } });

    const res = await login(`ANA${n}@example.com`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, username, emailVerified: true });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.membership).toBeUndefined();
  });

  it('stores an argon2id hash, never the password', async () => {
    const ana = await verifiedAna();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, ana.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('makes no second account with the same email, and refuses a taken username', async () => {
    const ana = await verifiedAna();
    const other = person('other');
    const fresh = person('new');
    // A known address is answered like a new one (register-known-address.test.ts), and no account is made.
    const same = await post('/auth/register', { email: ana.email, username: other.username, password: PASSWORD });
    expect(same.statusCode).toBe(201);
    expect(await t.database.db.select().from(users).where(eq(users.username, other.username))).toEqual([]);
    const taken = await post('/auth/register', { email: fresh.email, username: ana.username.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues).toEqual([{ field: 'username', key: 'usernameTaken', message: 'This username is taken' }]);
    // nothing half-written: no user row for the refused sign-up
    expect(await t.database.db.select().from(users).where(eq(users.email, fresh.email))).toEqual([]);
  });

  it('names every bad field with the text of the validation catalogue', async () => {
    const res = await post('/auth/register', { email: 'not-an-email', username: '', password: 'weak' });
    expect(res.statusCode).toBe(400);
    const body = ErrorObjectSchema.parse(res.json());
    expect(body).toMatchObject({ code: 400, name: 'ValidationException', path: '/api/v1/auth/register' });
    expect(body.issues).toEqual([
      { field: 'email', key: 'invalidEmail', message: 'Enter a valid email address' },
      { field: 'username', key: 'required', message: 'Required field' },
      {
        field: 'password',
        key: 'passwordRule',
        message: 'Use at least 8 characters, with one uppercase letter, one number and one special character',
      },
    ]);
  });

  it('says "Invalid verification code." on a mismatch and locks the code after 5 wrong tries', async () => {
    const { email, username } = person('bo');
    const code = await signUp(email, username);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify', { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ name: 'CodeMismatchException', message: 'Invalid verification code.' });
    }
    const locked = await post('/auth/verify', { email, code });
    expect(locked.statusCode).toBe(429);
    // A new code works again and is single use.
    const before = t.mailbox.mails.length;
    expect((await post('/auth/resend-code', { email })).statusCode).toBe(200);
    const fresh = await t.mailbox.codeFor(email, before);
    expect((await post('/auth/verify', { email, code: fresh })).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email, username } = person('cy');
    const code = await signUp(email, username);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user!.id));
    const res = await post('/auth/verify', { email, code });
    expect(res.json()).toMatchObject({ name: 'ExpiredCodeException' });
  });

  it('answers resend and forgot-password the same whether or not the email exists', async () => {
    const { email, username } = person('cy');
    await signUp(email, username);
    const before = t.mailbox.mails.length;
    const toKnown = () => t.mailbox.mails.slice(before).filter((m) => m.to.includes(email)).length;
    for (const url of ['/auth/resend-code', '/auth/forgot-password']) {
      const known = await post(url, { email });
      const unknown = await post(url, { email: 'nobody@example.com' });
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    }
    // Mail leaves after the answer: one more to the known address, asked for after the unknown
    // one's, has gone once the known address has all three.
    await post('/auth/forgot-password', { email });
    await expect.poll(toKnown, { timeout: 5000 }).toBe(3);
    expect(t.mailbox.mails.slice(before).some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('signs in from the mail link (callback)', async () => {
    const { email, username } = person('dee');
    const code = await signUp(email, username);
    const res = await get(`/auth/callback?email=${encodeURIComponent(email)}&code=${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username, emailVerified: true });
  });
});

describe('sessions', () => {
  it('says "Invalid email or password" for a wrong password or an unknown email alike', async () => {
    const ana = await verifiedAna();
    for (const res of [await login(ana.email, 'Wrong-pass1'), await login('ghost@example.com')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid email or password' });
    }
  });

  it('gives /auth/me to a valid bearer and revokes the session on logout', async () => {
    const ana = await verifiedAna();
    const { accessToken } = (await login(ana.email)).json();
    const headers = { authorization: `Bearer ${accessToken}` };
    const me = await get('/auth/me', headers);
    expect(me.json().user.username).toBe(ana.username);
    expect((await post('/auth/logout', {}, headers)).json()).toEqual({ ok: true });
    const after = await get('/auth/me', headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, name: 'UnauthorizedException', path: '/api/v1/auth/me' });
  });

  it('rejects x-company-id for a non-member', async () => {
    const ana = await verifiedAna();
    const { accessToken } = (await login(ana.email)).json();
    const res = await get('/auth/me', { authorization: `Bearer ${accessToken}`, 'x-company-id': crypto.randomUUID() });
    expect(res.statusCode).toBe(403);
  });

  it('returns the membership at sign-in and honours x-company-id for a member', async () => {
    const org = person('org');
    const slug = `acme${n}`;
    await verifiedUser(org.email, org.username);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, org.email));
    const [company] = await t.database.db.insert(companies).values({ slug, name: 'Acme' }).returning();
    await t.database.db.insert(memberships).values({ companyId: company!.id, userId: user!.id, role: 'owner' });
    const body = (await login(org.email)).json();
    expect(body.membership).toEqual({ companyId: company!.id, slug, role: 'owner' });
    const res = await get('/auth/me', { authorization: `Bearer ${body.accessToken}`, 'x-company-id': company!.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().membership.slug).toBe(slug);
  });

  it('slows down the address that keeps failing', async () => {
    const eve = person('eve');
    await verifiedUser(eve.email, eve.username);
    for (let i = 0; i < 5; i++) expect((await login(eve.email, 'Wrong-pass1')).statusCode).toBe(401);
    const blocked = await login(eve.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ name: 'TooManyRequestsException', message: 'Too many sign-in attempts. Try again in 1 second.' });
    expect(blocked.headers['retry-after']).toBe('1');
  });
});

describe('forgot and reset password', () => {
  it('verifies the mailed code, sets the new password, and ends old sessions', async () => {
    const { email } = await verifiedAna();
    const old = (await login(email)).json().accessToken as string;
    const before = t.mailbox.mails.length;
    await post('/auth/forgot-password', { email });
    const code = await t.mailbox.codeFor(email, before);

    const bad = await post('/auth/reset-password/verify', { email, code: code === '999999' ? '000000' : '999999' });
    expect(bad.json().message).toBe('Invalid verification code.');
    const { resetToken } = (await post('/auth/reset-password/verify', { email, code })).json();
    expect(resetToken).toEqual(expect.any(String));

    const weak = await post('/auth/reset-password', { email, resetToken, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const done = await post('/auth/reset-password', { email, resetToken, password: 'Moonlight2?' });
    expect(done.json()).toEqual({ ok: true });
    // The grant is single use, the code too.
    expect((await post('/auth/reset-password', { email, resetToken, password: 'Moonlight3?' })).statusCode).toBe(400);
    expect((await post('/auth/reset-password/verify', { email, code })).statusCode).toBe(400);

    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, 'Moonlight2?')).statusCode).toBe(200);
    const oldSession = await get('/auth/me', { authorization: `Bearer ${old}` });
    expect(oldSession.statusCode).toBe(401);
  });
});

describe('two hosts (APP_URL for attendees, MANAGE_URL for organisers)', () => {
  let two: TestApp;
  beforeAll(async () => {
    two = await createTestApp({ MANAGE_URL: 'http://manage.mingle.test' });
  });
  afterAll(() => two.close());
  const register = (email: string, username: string, origin?: string) =>
    two.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, username, password: PASSWORD }, headers: origin ? { origin } : {} });

  it('mails the link for the host the person signed up on, and only for our own hosts', async () => {
    await register('org@example.com', 'org', 'http://manage.mingle.test');
    expect((await two.mailbox.waitForMail('org@example.com')).text).toContain('http://manage.mingle.test/auth/callback?email=org%40example.com');
    await register('att@example.com', 'att', 'http://mingle.test');
    expect((await two.mailbox.waitForMail('att@example.com')).text).toContain('http://mingle.test/auth/callback?email=att%40example.com');
    // A forged origin never lands in a mail: the attendee host it is.
    await register('eve@example.com', 'eve', 'https://evil.example');
    const mail = (await two.mailbox.waitForMail('eve@example.com')).text;
    expect(mail).toContain('http://mingle.test/auth/callback?email=eve%40example.com');
    expect(mail).not.toContain('evil');
  });

  it('tells the web app both hosts in its run-time config', async () => {
    const res = await two.app.inject({ method: 'GET', url: '/config.js' });
    expect(res.body).toContain('"manageUrl":"http://manage.mingle.test"');
    expect(res.body).toContain('"appUrl":"http://mingle.test"');
  });
});
