import { hash, verify } from '@node-rs/argon2';
import {
  LIMITS,
  type LoginResponse,
  type Membership,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from '@mingle/contracts';
import type { Db } from '../../db/index.js';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import { randomCode, randomToken, safeEqual, sha256 } from '../../lib/tokens.js';
import type { Mailer } from '../../plugins/mail.js';
import { authRepo, type CodePurpose, type UserRow } from './auth.repo.js';
import { resetMail, signUpMail } from './auth.mails.js';

// argon2id (the library's default algorithm) with OWASP's recommended memory and time cost.
const ARGON = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Verified against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = hash('not-a-real-password-1A!', ARGON);

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  username: u.username,
  emailVerified: u.emailVerifiedAt !== null,
});

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

export function createAuthService({ db, mailer, appUrl }: AuthDeps) {
  async function issueCode(userId: string, purpose: CodePurpose, ttlMs: number) {
    const code = randomCode();
    await authRepo.replaceCode(db, { userId, purpose, codeHash: codeHash(userId, code), expiresAt: new Date(Date.now() + ttlMs) });
    return code;
  }

  /** Checks and consumes the open code of a purpose: wrong, expired and over-tried codes all fail. */
  async function consumeCode(user: UserRow, purpose: CodePurpose, code: string) {
    const open = await authRepo.latestOpenCode(db, user.id, purpose);
    if (!open) throw errors.invalidCode();
    if (open.attempts >= LIMITS.maxCodeAttempts) throw errors.tooManyAttempts();
    if (open.expiresAt.getTime() < Date.now()) throw errors.expiredCode();
    if (!safeEqual(open.codeHash, codeHash(user.id, code))) {
      const attempts = await authRepo.bumpAttempts(db, open.id);
      throw attempts > LIMITS.maxCodeAttempts ? errors.tooManyAttempts() : errors.invalidCode();
    }
    if (!(await authRepo.useCode(db, open.id))) throw errors.invalidCode();
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

  const verifyLink = (email: string, code: string) =>
    `${appUrl}/auth/callback?${new URLSearchParams({ email, code }).toString()}`;

  return {
    async register(input: RegisterInput) {
      if (await authRepo.findUserByEmail(db, input.email)) throw errors.accountExists();
      if (await authRepo.usernameTaken(db, input.username)) throw errors.field(409, 'username', 'usernameTaken');
      const passwordHash = await hash(input.password, ARGON);
      let code: string;
      let user: UserRow;
      try {
        ({ user, code } = await db.transaction(async (tx) => {
          const user = await authRepo.insertUser(tx, { email: input.email, username: input.username, passwordHash });
          const code = randomCode();
          await authRepo.replaceCode(tx, {
            userId: user.id,
            purpose: 'verify_email',
            codeHash: codeHash(user.id, code),
            expiresAt: new Date(Date.now() + LIMITS.signUpCodeTtlMs),
          });
          return { user, code };
        }));
      } catch (err) {
        // Lost a race with an identical sign-up.
        if (isUniqueViolation(err, 'users_email_key')) throw errors.accountExists();
        if (isUniqueViolation(err, 'users_username_key')) throw errors.field(409, 'username', 'usernameTaken');
        throw err;
      }
      await mailer.send(signUpMail(user.email, user.username, code, verifyLink(user.email, code)));
      return { email: user.email, username: user.username };
    },

    async verifyEmail(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      if (user.emailVerifiedAt) return user; // already verified: a second click on the link is fine
      await consumeCode(user, 'verify_email', code);
      await authRepo.markVerified(db, user.id);
      return { ...user, emailVerifiedAt: new Date() };
    },

    async resendCode(email: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user || user.emailVerifiedAt) return; // same answer either way
      const code = await issueCode(user.id, 'verify_email', LIMITS.signUpCodeTtlMs);
      await mailer.send(signUpMail(user.email, user.username, code, verifyLink(user.email, code)));
    },

    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      const since = new Date(Date.now() - LIMITS.loginFailureWindowMs);
      if ((await authRepo.recentFailures(db, email, since)) >= LIMITS.loginFailuresPerAccount) {
        throw errors.tooManyRequests();
      }
      const user = await authRepo.findUserByEmail(db, email);
      const ok = user ? await verify(user.passwordHash, password) : (await verify(await DUMMY_HASH, password), false);
      await authRepo.recordLogin(db, { email, ip, succeeded: ok });
      if (!user || !ok) throw errors.invalidCredentials();
      if (!user.emailVerifiedAt) throw errors.notVerified();
      return startSession(user);
    },

    /** The sign-up mail's link: verify and sign in at once. */
    async callback(email: string, code: string) {
      const user = await this.verifyEmail(email, code);
      return startSession(user);
    },

    async authenticate(accessToken: string) {
      const found = await authRepo.findSession(db, sha256(accessToken));
      if (!found) return undefined;
      return { sessionId: found.sessionId, user: toUser(found.user) };
    },

    membershipOf: (userId: string): Promise<Membership | undefined> => authRepo.firstMembership(db, userId),
    isMember: (userId: string, companyId: string) => authRepo.isMember(db, userId, companyId),
    logout: (sessionId: string) => authRepo.revokeSession(db, sessionId),

    async forgotPassword(email: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) return; // same answer either way
      const code = await issueCode(user.id, 'reset_password', LIMITS.resetCodeTtlMs);
      await mailer.send(resetMail(user.email, user.username, code));
    },

    async verifyResetCode(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      await consumeCode(user, 'reset_password', code);
      const resetToken = randomToken();
      await authRepo.replaceCode(db, {
        userId: user.id,
        purpose: 'reset_grant',
        codeHash: codeHash(user.id, resetToken),
        expiresAt: new Date(Date.now() + LIMITS.resetGrantTtlMs),
      });
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
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
