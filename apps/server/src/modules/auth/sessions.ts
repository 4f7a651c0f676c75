import { hash, verify } from '@node-rs/argon2';
import { LIMITS, type LoginResponse, type Membership, type User } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import type { AuthDeps } from './auth.service.js';
import { authRepo, type UserRow } from './auth.repo.js';
import { signInWarningMail } from './auth.mails.js';
import { loginWaitSeconds } from './login-throttle.js';
import { ARGON } from './passwords.js';

// Verified against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = hash('not-a-real-password-1A!', ARGON);

export const toUser = (u: UserRow): User => ({
  id: u.id,
  email: u.email,
  username: u.username,
  emailVerified: u.emailVerifiedAt !== null,
});

/** Signing in with a password, the sessions it starts, and who a session is. */
export function createSessions({ db, mailer, appUrl, background, onSessionsEnded, companies }: AuthDeps) {
  /** Mails the owner once an hour's failures say someone is guessing their password. */
  function warnOwner(email: string) {
    background.run('sign-in warning mail', async () => {
      const user = await authRepo.findUserByEmail(db, email);
      if (user) await mailer.send(signInWarningMail(user.email, user.username, LIMITS.loginAttackFailures, `${appUrl}/forgot-password`));
    });
  }

  /**
   * Writes the attempt as a failure before anything is checked, so concurrent guesses see each
   * other; refuses it (unread: not a guess) while the throttle says wait.
   */
  async function throttledAttempt(email: string, ip: string) {
    const attempt = await authRepo.insertLoginAttempt(db, { email, ip });
    const picture = await authRepo.loginPicture(db, email, ip, attempt);
    const wait = loginWaitSeconds(picture);
    if (wait > 0) {
      await authRepo.deleteLoginAttempt(db, attempt);
      throw errors.signInThrottled(wait);
    }
    return { attempt, picture };
  }

  async function start(user: UserRow): Promise<LoginResponse> {
    const accessToken = randomToken();
    await authRepo.insertSession(db, {
      userId: user.id,
      tokenHash: sha256(accessToken),
      expiresAt: new Date(Date.now() + LIMITS.sessionTtlMs),
    });
    const membership = await companies.membershipOf(user.id);
    return { accessToken, user: toUser(user), ...(membership ? { membership } : {}) };
  }

  return {
    start,

    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      const { attempt, picture } = await throttledAttempt(email, ip);
      const user = await authRepo.findUserByEmail(db, email);
      const ok = user ? await verify(user.passwordHash, password) : (await verify(await DUMMY_HASH, password), false);
      if (!user || !ok) {
        // By place, not count: of a burst that passes the threshold together, exactly one mails.
        if (picture.accountFailurePlace === LIMITS.loginAttackFailures) warnOwner(email);
        throw errors.invalidCredentials();
      }
      await authRepo.markLoginSucceeded(db, attempt);
      if (!user.emailVerifiedAt) throw errors.notVerified();
      return start(user);
    },

    async authenticate(accessToken: string) {
      const found = await authRepo.findSession(db, sha256(accessToken));
      if (!found) return undefined;
      return { sessionId: found.sessionId, user: toUser(found.user) };
    },

    /** Of these sessions, the ones still signed in: what live sockets check now and then, all in one read (the ids are one parameter, so no count of sockets meets PostgreSQL's limit). */
    liveSessions: async (sessionIds: string[]) => new Set(await authRepo.liveSessionIds(db, sessionIds)),

    /**
     * Asks for the password again before something that cannot be undone (deleting the account).
     * Counted and throttled like a sign-in, so a borrowed session cannot guess at it; a wrong one is
     * a 400 on `password`.
     */
    async confirmPassword(email: string, password: string, ip: string) {
      const { attempt } = await throttledAttempt(email, ip);
      const user = await authRepo.findUserByEmail(db, email);
      if (!user || !(await verify(user.passwordHash, password))) throw errors.field(400, 'password', 'wrongPassword');
      await authRepo.markLoginSucceeded(db, attempt);
    },

    membershipOf: (userId: string): Promise<Membership | undefined> => companies.membershipOf(userId),
    isMember: (userId: string, companyId: string) => companies.isMember(userId, companyId),
    roleIn: (userId: string, companyId: string) => companies.roleIn(userId, companyId),
    async logout(sessionId: string) {
      await authRepo.revokeSession(db, sessionId);
      await onSessionsEnded?.({ sessionId });
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
