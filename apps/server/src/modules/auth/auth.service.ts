import { hash, verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import {
  LIMITS,
  type CodeSignInResponse,
  type LoginResponse,
  type Membership,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import { randomCode, randomToken, safeEqual, sha256 } from '../../lib/tokens.js';
import type { Background } from '../../lib/background.js';
import type { Mail, Mailer } from '../../plugins/mail.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { EventsService } from '../events/events.service.js';
import { authRepo, type CodePurpose, type UserRow } from './auth.repo.js';
import { resetMail, signInWarningMail, signUpAttemptMail, signUpMail } from './auth.mails.js';
import { loginWaitSeconds } from './login-throttle.js';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
// Exported for bench/registrations.ts, which compares sign-ups with raw hashes of these parameters.
export const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Verified against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = hash('not-a-real-password-1A!', ARGON);

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  username: u.username,
  emailVerified: u.emailVerifiedAt !== null,
});

/** Sessions that ended (logout, password reset): their live deliveries stop too. */
export type SessionsEnded = (ended: { sessionId: string } | { userId: string }) => Promise<void>;

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  manageUrl?: string;
  background: Background;
  onSessionsEnded?: SessionsEnded;
  /** The event a sign-up came from: found for the mail's link, joined once the code is right. */
  events: Pick<EventsService, 'findPublic'>;
  attendees: Pick<AttendeesService, 'join'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Keeps a secret (code or reset grant) for an account and purpose, as a hash, until it expires. */
const storeSecret = (conn: Db | Tx, userId: string, purpose: CodePurpose, secret: string, ttlMs: number) =>
  authRepo.replaceCode(conn, { userId, purpose, codeHash: codeHash(userId, secret), expiresAt: new Date(Date.now() + ttlMs) });

export function createAuthService({ db, mailer, appUrl, manageUrl = appUrl, background, onSessionsEnded, events, attendees, log }: AuthDeps) {
  /** Mails a new code unless the account had its hourly share of codes already (then nothing is sent). */
  async function issueCode(user: UserRow, purpose: CodePurpose, ttlMs: number, mail: (code: string) => Mail) {
    if (!(await authRepo.reserveCodeEvent(db, user.id, 'issued', LIMITS.codesIssuedPerAccountPerHour))) return;
    const code = randomCode();
    await storeSecret(db, user.id, purpose, code, ttlMs);
    await mailer.send(mail(code));
  }

  /**
   * Checks and consumes the open code of a purpose. A session or a reset may only ever come from a
   * code that is valid, unexpired, unused and this account's. Guesses are capped per code and per
   * account across all its codes, so resending does not buy more guesses.
   */
  async function consumeCode(user: UserRow, purpose: CodePurpose, code: string) {
    const open = await authRepo.latestOpenCode(db, user.id, purpose);
    // No open code (already verified, never asked): the same answer as a wrong one.
    if (!open) throw errors.invalidCode();
    if (open.expiresAt.getTime() < Date.now()) throw errors.expiredCode();
    const guess = await authRepo.reserveCodeEvent(db, user.id, 'guess', LIMITS.codeGuessesPerAccountPerHour);
    if (!guess) throw errors.tooManyCodeTries();
    if (!(await authRepo.takeCodeTry(db, open.id, LIMITS.maxCodeAttempts))) throw errors.tooManyAttempts();
    if (!safeEqual(open.codeHash, codeHash(user.id, code))) throw errors.invalidCode();
    if (!(await authRepo.useCode(db, open.id))) throw errors.invalidCode();
    await authRepo.releaseCodeEvent(db, guess);
  }

  /** Mails the owner once an hour's failures say someone is guessing their password. */
  function warnOwner(email: string) {
    background.run('sign-in warning mail', async () => {
      const user = await authRepo.findUserByEmail(db, email);
      if (user) await mailer.send(signInWarningMail(user.email, user.username, LIMITS.loginAttackFailures, `${appUrl}/forgot-password`));
    });
  }

  /**
   * Mails the owner of an address someone tried to sign up with. Counted with the account's codes
   * (LIMITS.codesIssuedPerAccountPerHour), so a flood of sign-ups cannot flood the owner's inbox.
   */
  function warnSignUpAttempt(owner: UserRow, origin?: string) {
    background.run('sign-up attempt mail', async () => {
      if (!(await authRepo.reserveCodeEvent(db, owner.id, 'issued', LIMITS.codesIssuedPerAccountPerHour))) return;
      const base = linkBase(origin);
      const login = `${base}/login?${new URLSearchParams({ email: owner.email }).toString()}`;
      await mailer.send(signUpAttemptMail(owner.email, owner.username, login, `${base}/forgot-password`));
    });
  }

  async function startSession(user: UserRow): Promise<LoginResponse> {
    const accessToken = randomToken();
    await authRepo.insertSession(db, {
      userId: user.id,
      tokenHash: sha256(accessToken),
      expiresAt: new Date(Date.now() + LIMITS.sessionTtlMs),
    });
    const membership = await authRepo.firstMembership(db, user.id);
    return { accessToken, user: toUser(user), ...(membership ? { membership } : {}) };
  }

  /**
   * The mail's link opens on the host the person signed up on: an organiser who started on the
   * management host verifies there. Only our own hosts count, never whatever a request claims.
   */
  const linkBase = (origin?: string) => (origin && origin === new URL(manageUrl).origin ? manageUrl : appUrl);
  const verifyLink = (email: string, code: string, origin?: string, join?: string) =>
    `${linkBase(origin)}/auth/callback?${new URLSearchParams({ email, code, ...(join ? { join } : {}) }).toString()}`;

  /**
   * Joins the event a sign-up came from, for an account whose code was just proven. A ref that names
   * no event is ignored; a failure to join never costs the person the session their code earned
   * (they can still join from the event's page).
   */
  async function joinSignUpEvent(ref: string | undefined, userId: string) {
    if (!ref) return undefined;
    try {
      const event = await events.findPublic(ref);
      return event ? await attendees.join(event.id, userId) : undefined;
    } catch (err) {
      log.error({ err }, 'joining the sign-up event failed');
      return undefined;
    }
  }

  return {
    /**
     * Answers a known address exactly as a new one (same status, same body, the same hash worked
     * out), so sign-up does not tell who has an account. The owner of a known address is mailed a
     * warning instead of a code, and nothing about their account changes: no password, no second
     * account, no code. Every mail leaves after the answer.
     */
    async register(input: RegisterInput, origin?: string) {
      const existing = await authRepo.findUserByEmail(db, input.email);
      if (await authRepo.usernameTaken(db, input.username)) throw errors.field(409, 'username', 'usernameTaken');
      const passwordHash = await hash(input.password, ARGON);
      const answer = { email: input.email, username: input.username };
      // A new account and its code, in one transaction.
      const createAccount = (email: string) =>
        db.transaction(async (tx) => {
          const user = await authRepo.insertUser(tx, { email, username: input.username, passwordHash });
          const code = randomCode();
          await storeSecret(tx, user.id, 'verify_email', code, LIMITS.signUpCodeTtlMs);
          if (email !== input.email) tx.rollback();
          return { user, code };
        });
      if (existing) {
        // The same writes as a new account's, under an address nobody has, then undone: a known
        // address takes as long to answer as a new one (the answer's timing tells nothing either).
        await createAccount(`${randomToken()}@sign-up.invalid`).catch(() => undefined);
        warnSignUpAttempt(existing, origin);
        return answer;
      }
      let user: UserRow;
      let code: string;
      try {
        ({ user, code } = await createAccount(input.email));
      } catch (err) {
        // Lost a race with a sign-up of the same address: the same answer, and its owner is warned.
        if (isUniqueViolation(err, 'users_email_key')) {
          const owner = await authRepo.findUserByEmail(db, input.email);
          if (owner) warnSignUpAttempt(owner, origin);
          return answer;
        }
        if (isUniqueViolation(err, 'users_username_key')) throw errors.field(409, 'username', 'usernameTaken');
        throw err;
      }
      background.run('sign-up mail', async () => {
        await authRepo.reserveCodeEvent(db, user.id, 'issued', LIMITS.codesIssuedPerAccountPerHour);
        // Only an event that exists goes into the link (by its current slug), never the text as sent;
        // a failed look-up leaves the event out rather than the mail.
        const event = input.join
          ? await events.findPublic(input.join).catch((err: unknown) => void log.error({ err }, 'finding the sign-up event failed'))
          : undefined;
        await mailer.send(signUpMail(user.email, user.username, code, verifyLink(user.email, code, origin, event?.slug)));
      });
      return answer;
    },

    /** Always by a valid open code: an account that is already verified has none, so any code is wrong. */
    async verifyEmail(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      await consumeCode(user, 'verify_email', code);
      await authRepo.markVerified(db, user.id);
      return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() };
    },

    /** Answers at once; the work (and its timing) happens after the answer. */
    resendCode(email: string, origin?: string) {
      background.run('resend code', async () => {
        const user = await authRepo.findUserByEmail(db, email);
        if (!user || user.emailVerifiedAt) return;
        await issueCode(user, 'verify_email', LIMITS.signUpCodeTtlMs, (code) =>
          signUpMail(user.email, user.username, code, verifyLink(user.email, code, origin)),
        );
      });
    },

    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      // Written as a failure before anything is checked, so concurrent guesses see each other.
      const attempt = await authRepo.insertLoginAttempt(db, { email, ip });
      const picture = await authRepo.loginPicture(db, email, ip, attempt);
      const wait = loginWaitSeconds(picture);
      if (wait > 0) {
        await authRepo.deleteLoginAttempt(db, attempt); // refused unread: not a guess
        throw errors.signInThrottled(wait);
      }
      const user = await authRepo.findUserByEmail(db, email);
      const ok = user ? await verify(user.passwordHash, password) : (await verify(await DUMMY_HASH, password), false);
      if (!user || !ok) {
        // By place, not count: of a burst that passes the threshold together, exactly one mails.
        if (picture.accountFailurePlace === LIMITS.loginAttackFailures) warnOwner(email);
        throw errors.invalidCredentials();
      }
      await authRepo.markLoginSucceeded(db, attempt);
      if (!user.emailVerifiedAt) throw errors.notVerified();
      return startSession(user);
    },

    /**
     * A sign-up code, typed or from the mail's link: verify, sign in and join the sign-up's event at
     * once. The session and the join come only after verifyEmail took a valid, unexpired, unused code
     * of this account; any refusal there throws before either.
     */
    async signInWithCode(email: string, code: string, join?: string): Promise<CodeSignInResponse> {
      const user = await this.verifyEmail(email, code);
      const session = await startSession(user);
      const joined = await joinSignUpEvent(join, user.id);
      return { ...session, ...(joined ? { joined } : {}) };
    },

    async authenticate(accessToken: string) {
      const found = await authRepo.findSession(db, sha256(accessToken));
      if (!found) return undefined;
      return { sessionId: found.sessionId, user: toUser(found.user) };
    },

    /**
     * Asks for the password again before something that cannot be undone (deleting the account).
     * Counted and throttled like a sign-in, so a borrowed session cannot guess at it; a wrong one is
     * a 400 on `password`.
     */
    async confirmPassword(email: string, password: string, ip: string) {
      const attempt = await authRepo.insertLoginAttempt(db, { email, ip });
      const wait = loginWaitSeconds(await authRepo.loginPicture(db, email, ip, attempt));
      if (wait > 0) {
        await authRepo.deleteLoginAttempt(db, attempt);
        throw errors.signInThrottled(wait);
      }
      const user = await authRepo.findUserByEmail(db, email);
      if (!user || !(await verify(user.passwordHash, password))) throw errors.field(400, 'password', 'wrongPassword');
      await authRepo.markLoginSucceeded(db, attempt);
    },

    membershipOf: (userId: string): Promise<Membership | undefined> => authRepo.firstMembership(db, userId),
    isMember: (userId: string, companyId: string) => authRepo.isMember(db, userId, companyId),
    async logout(sessionId: string) {
      await authRepo.revokeSession(db, sessionId);
      await onSessionsEnded?.({ sessionId });
    },

    /** Answers at once, known address or not; the work (and its timing) happens after the answer. */
    forgotPassword(email: string) {
      background.run('forgot password', async () => {
        const user = await authRepo.findUserByEmail(db, email);
        if (user) await issueCode(user, 'reset_password', LIMITS.resetCodeTtlMs, (code) => resetMail(user.email, user.username, code));
      });
    },

    async verifyResetCode(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      await consumeCode(user, 'reset_password', code);
      const resetToken = randomToken();
      await storeSecret(db, user.id, 'reset_grant', resetToken, LIMITS.resetGrantTtlMs);
      return { resetToken };
    },

    async resetPassword(input: ResetPasswordInput) {
      const user = await authRepo.findUserByEmail(db, input.email);
      if (!user) throw errors.expiredCode('resetExpired');
      const grant = await authRepo.latestOpenCode(db, user.id, 'reset_grant');
      const valid =
        grant && grant.expiresAt.getTime() > Date.now() && safeEqual(grant.codeHash, codeHash(user.id, input.resetToken));
      if (!grant || !valid) throw errors.expiredCode('resetExpired');
      const passwordHash = await hash(input.password, ARGON);
      await db.transaction(async (tx) => {
        if (!(await authRepo.useCode(tx, grant.id))) throw errors.expiredCode('resetExpired');
        await authRepo.setPassword(tx, user.id, passwordHash);
        await authRepo.markVerified(tx, user.id); // the code proved the address
        await authRepo.revokeAllSessions(tx, user.id);
      });
      await onSessionsEnded?.({ userId: user.id });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
