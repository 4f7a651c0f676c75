import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorObjectSchema } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { companies, memberships, users, verificationCodes } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Sunshine1!';
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

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

describe('sign up and verify', () => {
  it('registers, mails a code over SMTP, verifies and then signs in', async () => {
    const code = await signUp('Ana@Example.com', 'ana');
    expect(code).toMatch(/^\d{6}$/);
    const mail = await t.mailbox.waitForMail('ana@example.com');
    expect(mail.text).toContain('http://mingle.test/auth/callback?email=ana%40example.com');

    expect((await login('ana@example.com')).json()).toMatchObject({ name: 'UserNotConfirmedException', message: 'Account not verified' });
    // A right code signs in as a login does (decision 013: no second log-in after sign-up).
    const verified = (await post('/auth/verify', { email: 'ana@example.com', code })).json();
    expect(verified).toMatchObject({ ok: true, accessToken: expect.any(String), user: { email: 'ana@example.com', emailVerified: true } });

    const res = await login('ANA@example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: 'ana@example.com', username: 'ana', emailVerified: true });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.membership).toBeUndefined();
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('makes no second account with the same email, and refuses a taken username', async () => {
    // A known address is answered like a new one (register-known-address.test.ts), and no account is made.
    const same = await post('/auth/register', { email: 'ana@example.com', username: 'other', password: PASSWORD });
    expect(same.statusCode).toBe(201);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'other'))).toEqual([]);
    const taken = await post('/auth/register', { email: 'new@example.com', username: 'ANA', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().issues).toEqual([{ field: 'username', key: 'usernameTaken', message: 'This username is taken' }]);
    // nothing half-written: no user row for the refused sign-up
    expect(await t.database.db.select().from(users).where(eq(users.email, 'new@example.com'))).toEqual([]);
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
    const code = await signUp('bo@example.com', 'bo');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/verify', { email: 'bo@example.com', code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ name: 'CodeMismatchException', message: 'Invalid verification code.' });
    }
    const locked = await post('/auth/verify', { email: 'bo@example.com', code });
    expect(locked.statusCode).toBe(429);
    // A new code works again and is single use.
    const before = t.mailbox.mails.length;
    expect((await post('/auth/resend-code', { email: 'bo@example.com' })).statusCode).toBe(200);
    const fresh = await t.mailbox.codeFor('bo@example.com', before);
    expect((await post('/auth/verify', { email: 'bo@example.com', code: fresh })).statusCode).toBe(200);
    expect((await login('bo@example.com')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await signUp('cy@example.com', 'cy');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'cy@example.com'));
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user!.id));
    const res = await post('/auth/verify', { email: 'cy@example.com', code });
    expect(res.json()).toMatchObject({ name: 'ExpiredCodeException' });
  });

  it('answers resend and forgot-password the same whether or not the email exists', async () => {
    const before = t.mailbox.mails.length;
    for (const url of ['/auth/resend-code', '/auth/forgot-password']) {
      const known = await post(url, { email: 'cy@example.com' });
      const unknown = await post(url, { email: 'nobody@example.com' });
      expect([known.statusCode, known.json()]).toEqual([unknown.statusCode, unknown.json()]);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.mails.slice(before).some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('signs in from the mail link (callback)', async () => {
    const code = await signUp('dee@example.com', 'dee');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/callback?email=dee%40example.com&code=${code}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'dee', emailVerified: true });
  });
});

describe('sessions', () => {
  it('says "Invalid email or password" for a wrong password or an unknown email alike', async () => {
    for (const res of [await login('ana@example.com', 'Wrong-pass1'), await login('ghost@example.com')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid email or password' });
    }
  });

  it('gives /auth/me to a valid bearer and revokes the session on logout', async () => {
    const { accessToken } = (await login('ana@example.com')).json();
    const headers = { authorization: `Bearer ${accessToken}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.json().user.username).toBe('ana');
    expect((await post('/auth/logout', {}, headers)).json()).toEqual({ ok: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 401, name: 'UnauthorizedException', path: '/api/v1/auth/me' });
  });

  it('rejects x-company-id for a non-member', async () => {
    const { accessToken } = (await login('ana@example.com')).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${accessToken}`, 'x-company-id': crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(403);
  });

  it('returns the membership at sign-in and honours x-company-id for a member', async () => {
    await verifiedUser('org@example.com', 'org');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'org@example.com'));
    const [company] = await t.database.db.insert(companies).values({ slug: 'acme', name: 'Acme' }).returning();
    await t.database.db.insert(memberships).values({ companyId: company!.id, userId: user!.id, role: 'owner' });
    const body = (await login('org@example.com')).json();
    expect(body.membership).toEqual({ companyId: company!.id, slug: 'acme', role: 'owner' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}`, 'x-company-id': company!.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().membership.slug).toBe('acme');
  });

  it('slows down the address that keeps failing', async () => {
    await verifiedUser('eve@example.com', 'eve');
    for (let i = 0; i < 5; i++) expect((await login('eve@example.com', 'Wrong-pass1')).statusCode).toBe(401);
    const blocked = await login('eve@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ name: 'TooManyRequestsException', message: 'Too many sign-in attempts. Try again in 1 second.' });
    expect(blocked.headers['retry-after']).toBe('1');
  });
});

describe('forgot and reset password', () => {
  it('verifies the mailed code, sets the new password, and ends old sessions', async () => {
    const old = (await login('ana@example.com')).json().accessToken as string;
    const before = t.mailbox.mails.length;
    await post('/auth/forgot-password', { email: 'ana@example.com' });
    const code = await t.mailbox.codeFor('ana@example.com', before);

    const bad = await post('/auth/reset-password/verify', { email: 'ana@example.com', code: code === '999999' ? '000000' : '999999' });
    expect(bad.json().message).toBe('Invalid verification code.');
    const { resetToken } = (await post('/auth/reset-password/verify', { email: 'ana@example.com', code })).json();
    expect(resetToken).toEqual(expect.any(String));

    const weak = await post('/auth/reset-password', { email: 'ana@example.com', resetToken, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const done = await post('/auth/reset-password', { email: 'ana@example.com', resetToken, password: 'Moonlight2?' });
    expect(done.json()).toEqual({ ok: true });
    // The grant is single use, the code too.
    expect((await post('/auth/reset-password', { email: 'ana@example.com', resetToken, password: 'Moonlight3?' })).statusCode).toBe(400);
    expect((await post('/auth/reset-password/verify', { email: 'ana@example.com', code })).statusCode).toBe(400);

    expect((await login('ana@example.com')).statusCode).toBe(401);
    expect((await login('ana@example.com', 'Moonlight2?')).statusCode).toBe(200);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${old}` } });
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
