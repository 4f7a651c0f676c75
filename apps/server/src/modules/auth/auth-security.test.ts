import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ErrorObjectSchema, LIMITS, WS_CLOSE } from '@mingle/contracts';
import { createTestApp, type TestApp } from '../../test/app.js';
import { call, eventWithAttendees } from '../../test/event-fixture.js';
import { companyMember, TEST_PASSWORD } from '../../test/users.js';
import { wsClient } from '../../test/ws.js';
import { loginAttempts, users, verificationCodes } from '../../db/schema/index.js';

// Account takeover, code guessing, owner lockout, spoofed addresses and live sessions, as an
// attacker would try them (issue: security).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test calls from an address of its own unless it names one, so none spends another's per-address budget. */
let tests = 0;
let ownIp = '127.0.0.1';
beforeEach(() => {
  ownIp = `10.30.${++tests}.1`;
});
const inject = (method: 'GET' | 'POST', url: string, payload?: object, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}), headers: opts.headers ?? {}, remoteAddress: opts.ip ?? ownIp });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function register(email: string, username: string) {
  const before = t.mailbox.mails.length;
  expect((await inject('POST', '/auth/register', { email, username, password: TEST_PASSWORD })).statusCode).toBe(201);
  return t.mailbox.codeFor(email, before);
}
const userId = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('account takeover', () => {
  it('never gives a session or a 200 for a wrong code, verified or not, owners included', async () => {
    const owner = await companyMember(t, 'owner1');
    for (const code of ['000000', '123456', 'anything']) {
      const callback = await inject('GET', `/auth/callback?email=${encodeURIComponent(owner.email)}&code=${code}`);
      expect(callback.statusCode).toBe(400);
      expect(callback.json()).not.toHaveProperty('accessToken');
      if (/^\d{6}$/.test(code)) {
        const verify = await inject('POST', '/auth/verify', { email: owner.email, code });
        expect(verify.statusCode).toBe(400);
        expect(verify.json()).toMatchObject({ name: 'CodeMismatchException', message: 'Invalid verification code.' });
      } else {
        expect(callback.json().issues[0].field).toBe('code');
      }
    }
  });

  it('answers a verified and an unknown address the same', async () => {
    const owner = await companyMember(t, 'owner2');
    const known = await inject('POST', '/auth/verify', { email: owner.email, code: '123456' });
    const unknown = await inject('POST', '/auth/verify', { email: 'nobody-here@example.com', code: '123456' });
    expect([known.statusCode, known.json().message]).toEqual([unknown.statusCode, unknown.json().message]);
  });

  it('takes a mail-link code only once', async () => {
    const code = await register('once@example.com', 'once');
    const first = await inject('GET', `/auth/callback?email=once%40example.com&code=${code}`);
    expect(first.statusCode).toBe(200);
    const again = await inject('GET', `/auth/callback?email=once%40example.com&code=${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).not.toHaveProperty('accessToken');
  });
});

describe('code guessing', () => {
  it('caps guesses per account across resends, and codes mailed per hour', async () => {
    const email = 'guess@example.com';
    let code = await register(email, 'guess');
    let answered = 0;
    let refused = 0;
    // An attacker alternates resends and guesses: resends no longer buy fresh tries.
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 3; i++) {
        const res = await inject('POST', '/auth/verify', { email, code: wrongCode(code) }, { ip: `10.0.${round}.${i}` });
        if (res.statusCode === 400) answered++;
        else {
          expect(res.statusCode).toBe(429);
          expect(res.json().message).toBe('Too many tries for this account. Wait an hour and try again.');
          refused++;
        }
      }
      const before = t.mailbox.mails.length;
      expect((await inject('POST', '/auth/resend-code', { email })).statusCode).toBe(200);
      if (t.mailbox.mails.filter((m) => m.to.includes(email)).length < LIMITS.codesIssuedPerAccountPerHour) {
        code = await t.mailbox.codeFor(email, before);
      }
    }
    expect(answered).toBe(LIMITS.codeGuessesPerAccountPerHour);
    expect(refused).toBe(24 - LIMITS.codeGuessesPerAccountPerHour);
    // Even the right code is refused once the account's guesses are spent.
    expect((await inject('POST', '/auth/verify', { email, code })).statusCode).toBe(429);
    const mailed = t.mailbox.mails.filter((m) => m.to.includes(email)).length;
    expect(mailed).toBe(LIMITS.codesIssuedPerAccountPerHour);
  });

  it('shares the cap between sign-up and reset codes, and a right guess costs the owner nothing', async () => {
    const email = 'share@example.com';
    const code = await register(email, 'share');
    for (let i = 0; i < LIMITS.codeGuessesPerAccountPerHour - 1; i++) {
      expect((await inject('POST', '/auth/verify', { email, code: wrongCode(code) })).statusCode).toBe(i < LIMITS.maxCodeAttempts ? 400 : 429);
    }
    const before = t.mailbox.mails.length;
    await inject('POST', '/auth/forgot-password', { email });
    const reset = await t.mailbox.codeFor(email, before);
    expect((await inject('POST', '/auth/reset-password/verify', { email, code: reset })).statusCode).toBe(200);
    const next = t.mailbox.mails.length;
    await inject('POST', '/auth/forgot-password', { email });
    const second = await t.mailbox.codeFor(email, next);
    expect((await inject('POST', '/auth/reset-password/verify', { email, code: wrongCode(second) })).statusCode).toBe(400);
    expect((await inject('POST', '/auth/reset-password/verify', { email, code: second })).statusCode).toBe(429);
  });

  it('lets a burst of concurrent guesses at one code have no more than its tries', async () => {
    const email = 'burst@example.com';
    const code = await register(email, 'burst');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => inject('POST', '/auth/verify', { email, code: wrongCode(code) }, { ip: `10.9.0.${i}` })));
    const tried = answers.filter((a) => a.statusCode === 400).length;
    expect(tried).toBeLessThanOrEqual(LIMITS.maxCodeAttempts);
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, await userId(email)));
    expect(row!.attempts).toBeLessThanOrEqual(LIMITS.maxCodeAttempts);
  });
});

describe('password guessing', () => {
  let accounts = 0;
  /** An account of the test's own, signed up and verified, and what a guesser does to it. */
  async function account() {
    const email = `guessed${++accounts}@example.com`;
    const code = await register(email, `guessed${accounts}`);
    await inject('POST', '/auth/verify', { email, code });
    const guess = (ip: string, password = 'Wrong-pass1', headers: Record<string, string> = {}) => inject('POST', '/auth/login', { email, password }, { ip, headers });
    /** Moves this account's failures back in time, as if the guesser had waited. */
    const wait = (ms: number) =>
      t.database.db
        .update(loginAttempts)
        .set({ createdAt: sql`${loginAttempts.createdAt} - ${`${ms} milliseconds`}::interval` })
        .where(eq(loginAttempts.email, email));
    return { email, guess, wait };
  }

  it("doubles the guesser's delay while the owner signs in from elsewhere", async () => {
    const { guess, wait } = await account();
    for (let i = 0; i < LIMITS.loginFreeTriesPerAddress; i++) expect((await guess('203.0.113.7')).statusCode).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await guess('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
      await wait(Number(refused.headers['retry-after']) * 1000);
      expect((await guess('203.0.113.7')).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
    // The owner, from an address that has not failed, is not locked out.
    expect((await guess('198.51.100.1', TEST_PASSWORD)).statusCode).toBe(200);
    // Nor is the guesser let in by the owner's success.
    expect((await guess('203.0.113.7', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('ignores spoofed X-Forwarded-For unless the proxy is trusted', async () => {
    const { guess } = await account();
    const rotated = [];
    for (let i = 0; i < 8; i++) rotated.push((await guess('192.0.2.50', 'Wrong-pass1', { 'x-forwarded-for': `10.1.1.${i}` })).statusCode);
    expect(rotated.filter((s) => s === 401).length).toBeLessThanOrEqual(LIMITS.loginFreeTriesPerAddress);
    expect(rotated.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);

    // Behind a configured proxy, its X-Forwarded-For names the client; from anyone else it is ignored.
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaProxy = (from: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: from,
          headers: { 'x-forwarded-for': client },
          payload: { email: 'nobody@example.com', password: 'Wrong-pass1' },
        });
      const clients = [];
      for (let i = 0; i < 8; i++) clients.push((await viaProxy('127.0.0.1', `10.2.0.${i}`)).statusCode);
      expect(clients).toEqual(Array(8).fill(401));
      const spoofed = [];
      for (let i = 0; i < 8; i++) spoofed.push((await viaProxy('192.0.2.60', `10.3.0.${i}`)).statusCode);
      expect(spoofed.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    } finally {
      await proxied.close();
    }
  });

  it("mails the owner once an hour's failures say someone is guessing, and lets them in", async () => {
    const { email, guess, wait } = await account();
    await wait(3_600_000 + 1000); // a fresh hour
    const before = t.mailbox.mails.length;
    for (let i = 0; i < LIMITS.loginAttackFailures; i++) expect((await guess(`198.18.0.${i}`)).statusCode).toBe(401);
    const warning = await t.mailbox.waitForMail(email, before);
    expect(warning.raw).toContain('Subject: Someone is trying to sign in to your Mingle account');
    expect(warning.text).toContain('you can still sign in as usual');
    // Under attack, a new address gets one try before its delays start...
    expect((await guess('198.18.1.1')).statusCode).toBe(401);
    expect((await guess('198.18.1.1')).statusCode).toBe(429);
    // ...and the owner from a clean address still gets in.
    expect((await guess('198.51.100.2', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the owner exactly once when a burst from many addresses passes the threshold together', async () => {
    const { email, guess, wait } = await account();
    await wait(3_600_000 * 25);
    const before = t.mailbox.mails.length;
    const burst = await Promise.all(Array.from({ length: LIMITS.loginAttackFailures + 5 }, (_, i) => guess(`198.19.0.${i}`)));
    expect(burst.every((a) => a.statusCode === 401)).toBe(true);
    await t.mailbox.waitForMail(email, before);
    // A second warning, if any, goes out off the request path too, set off by the burst: a mail
    // the owner asks for after the burst has been answered is the sign that the burst's have gone.
    const isReset = (m: { to: string[]; raw: string }) => m.to.includes(email) && m.raw.includes('Subject: Reset your Mingle password');
    await inject('POST', '/auth/forgot-password', { email });
    await expect.poll(() => t.mailbox.mails.slice(before).filter(isReset).length, { timeout: 5000 }).toBe(1);
    expect(t.mailbox.mails.slice(before).filter((m) => m.to.includes(email) && !isReset(m))).toHaveLength(1);
  });

  it('lets a burst from one address past its free tries no further', async () => {
    const { email, guess, wait } = await account();
    await wait(3_600_000 * 25);
    const answers = await Promise.all(Array.from({ length: 20 }, () => guess('203.0.113.99')));
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(LIMITS.loginFreeTriesPerAddress);
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, '203.0.113.99')));
    expect(rows.length).toBeLessThanOrEqual(LIMITS.loginFreeTriesPerAddress);
  });
});

describe('live sessions', () => {
  let wsUrl: string;
  const api = () => call(t);
  const token = (who: { headers: Record<string, string> }) => who.headers.authorization!.replace('Bearer ', '');
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  let boards = 0;
  /** An event of the test's own, with ana and ben on its Jazz board. */
  async function jazzBoard() {
    const prefix = `ls${++boards}`;
    const fx = await eventWithAttendees(t, prefix, { ana: ['jazz'], ben: ['jazz'] });
    const board = (await api()('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: 'Jazz', icon: '🎷' })).json().id as string;
    for (const who of [fx.attendees.ana!, fx.attendees.ben!]) await api()('POST', `/events/${fx.event.slug}/attendee/groups/${board}/join`, who);
    const subscribed = async (who: { headers: Record<string, string> }) => {
      const c = await wsClient(wsUrl);
      c.send({ type: 'auth', token: token(who) });
      await c.next('ready');
      c.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId: board } });
      await c.next('subscribed');
      return c;
    };
    return { prefix, fx, board, subscribed };
  }

  it("ends a socket's deliveries within a second of logout", async () => {
    const { fx, board, subscribed } = await jazzBoard();
    const ana = fx.attendees.ana!;
    const c = await subscribed(ana);
    // Ben reads the board too: his socket getting the message shows it has gone out.
    const bens = await subscribed(fx.attendees.ben!);
    expect((await inject('POST', '/auth/logout', {}, { headers: ana.headers })).statusCode).toBe(200);
    expect((await c.whenClosed(1000)).code).toBe(WS_CLOSE.unauthorized);
    const posted = (await api()('POST', `/events/${fx.event.slug}/attendee/groups/${board}/messages`, fx.attendees.ben!, { body: 'after logout' })).json();
    await bens.next('event', (m) => m.message?.id === posted.id);
    bens.close();
    expect(c.received.some((m) => m.type === 'event')).toBe(false);
  });

  it('ends every socket of the account on password reset', async () => {
    const { prefix, fx, subscribed } = await jazzBoard();
    const ben = fx.attendees.ben!;
    const email = `${prefix}ben@example.com`;
    const c = await subscribed(ben);
    const before = t.mailbox.mails.length;
    await inject('POST', '/auth/forgot-password', { email });
    const code = await t.mailbox.codeFor(email, before);
    const { resetToken } = (await inject('POST', '/auth/reset-password/verify', { email, code })).json();
    await inject('POST', '/auth/reset-password', { email, resetToken, password: 'Another-pass1!' });
    expect((await c.whenClosed(1000)).code).toBe(WS_CLOSE.unauthorized);
  });

  it('closes a socket that floods it with messages or subscriptions', async () => {
    const { fx, board } = await jazzBoard();
    const who = await companyMember(t, 'flooder');
    const flood = await wsClient(wsUrl);
    flood.send({ type: 'auth', token: token(who) });
    await flood.next('ready');
    // The app's keep-alive is answered (without being parsed or queued); a flood of it is not.
    flood.send({ type: 'ping' });
    await flood.next('pong');
    for (let i = 0; i < 500; i++) flood.send({ type: 'ping' });
    expect((await flood.whenClosed(2000)).code).toBe(WS_CLOSE.tooManyMessages);
    expect(flood.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(LIMITS.wsMessageBurst);

    // Subscriptions held by one socket are capped too: the organiser may read every board, one socket may not hold them all.
    const groups: string[] = [board];
    while (groups.length <= LIMITS.wsSubscriptionsPerSocket) {
      groups.push((await api()('POST', `/events/${fx.event.slug}/groups`, fx.org, { name: `Board ${groups.length}`, icon: '🎷' })).json().id);
    }
    // The socket's message budget refills with the clock (Date.now()): the clock is moved a second
    // on between rounds of subscriptions, once the server has answered the round, instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      const many = await wsClient(wsUrl);
      many.send({ type: 'auth', token: token(fx.org), companyId: fx.org.headers['x-company-id'] });
      await many.next('ready');
      const answered = () => many.received.filter((m) => m.type === 'subscribed' || m.type === 'error').length;
      for (const [i, groupId] of groups.entries()) {
        if (i > 0 && i % LIMITS.wsMessagesPerSecond === 0) {
          await expect.poll(answered, { timeout: 3000 }).toBe(i);
          vi.setSystemTime(Date.now() + 1100);
        }
        many.send({ type: 'subscribe', channel: { kind: 'group', event: fx.event.slug, groupId } });
      }
      expect((await many.whenClosed(3000)).code).toBe(WS_CLOSE.tooManyMessages);
      expect(many.received.filter((m) => m.type === 'subscribed').length).toBe(LIMITS.wsSubscriptionsPerSocket);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a foreign Origin even when the Host header names it', async () => {
    await expect(wsClient(wsUrl, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    await expect(wsClient(wsUrl.replace('127.0.0.1', 'localhost'), { origin: `http://${new URL(wsUrl).host}` })).rejects.toThrow(/403/);
  });

  it('answers a plain GET /ws in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ws' });
    expect(res.statusCode).toBe(426);
    expect(ErrorObjectSchema.parse(res.json())).toMatchObject({ code: 426, path: '/ws' });
  });
});
