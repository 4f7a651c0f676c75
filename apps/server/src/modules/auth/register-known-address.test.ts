import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInUser, TEST_PASSWORD } from '../../test/users.js';

/** Sign-up does not tell who has an account: a known address gets the answer a new one gets. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OTHER_PASSWORD = 'Takeover9?';
const register = (email: string, username: string, password = OTHER_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, username, password }, remoteAddress: '10.9.9.9' });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: '10.9.9.8' });
const keysOf = (body: object) => Object.keys(body).sort();

describe('sign-up with an address that has an account', () => {
  it('answers as for a new address, mails the owner a warning and changes nothing of theirs', async () => {
    const owner = await signedInUser(t, 'owner');
    const rowBefore = (await t.database.db.select().from(users).where(eq(users.email, owner.email)))[0]!;
    const before = t.mailbox.mails.length;

    const known = await register(owner.email, 'intruder');
    const unknown = await register('nobody-yet@example.com', 'newcomer');
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(keysOf(known.json())).toEqual(keysOf(unknown.json()));
    expect(known.json()).toEqual({ email: owner.email, username: 'intruder' });
    expect(unknown.json()).toEqual({ email: 'nobody-yet@example.com', username: 'newcomer' });
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);

    // The owner is told, with a way to sign in and to reset, and gets no code.
    const warning = await t.mailbox.waitForMail(owner.email, before);
    expect(warning.text).toContain('Someone tried to sign up for Mingle with your address. If it was you, sign in or reset your password.');
    expect(warning.text).toContain('http://mingle.test/login?email=owner%40example.com');
    expect(warning.text).toContain('http://mingle.test/forgot-password');
    expect(warning.text).not.toMatch(/^ {4}\d{6}\s*$/m);

    // Nothing changed: the old password signs in, the sign-up's does not, no account was made.
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, OTHER_PASSWORD)).statusCode).toBe(401);
    const rowsAfter = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rowsAfter).toEqual([rowBefore]);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'intruder'))).toEqual([]);
    // The verify step that follows never gets a code that works.
    const verify = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { email: owner.email, code: '123456' } });
    expect(verify.statusCode).toBe(400);
  });

  it('leaves an unverified account as it was', async () => {
    expect((await register('pending@example.com', 'pending', TEST_PASSWORD)).statusCode).toBe(201);
    const first = await t.mailbox.codeFor('pending@example.com');
    const again = await register('pending@example.com', 'pending2');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ email: 'pending@example.com', username: 'pending2' });
    // The first code still verifies, and the first password is the account's.
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { email: 'pending@example.com', code: first } });
    expect(verified.statusCode).toBe(200);
    expect((await login('pending@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login('pending@example.com', OTHER_PASSWORD)).statusCode).toBe(401);
  });
});
