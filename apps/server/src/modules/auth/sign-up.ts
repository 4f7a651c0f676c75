import { LIMITS, type CodeSignInResponse, type RegisterInput } from '@mingle/contracts';
import { errors, isUniqueViolation } from '../../lib/errors.js';
import { randomCode, randomToken } from '../../lib/tokens.js';
import type { AuthDeps } from './auth.service.js';
import { authRepo, type UserRow } from './auth.repo.js';
import { signUpAttemptMail, signUpMail } from './auth.mails.js';
import type { EmailVerification } from './email-verification.js';
import type { MailLinks } from './mail-links.js';
import { storeSecret } from './one-time-codes.js';
import { hashPassword } from './passwords.js';
import type { Sessions } from './sessions.js';

/** A new account: registered, then signed in (and joined to the event it came from) by its code. */
export function createSignUp(
  { db, mailer, background, events, attendees, log }: AuthDeps,
  { links, verification, sessions }: { links: MailLinks; verification: EmailVerification; sessions: Sessions },
) {
  /**
   * Mails the owner of an address someone tried to sign up with. Counted with the account's codes
   * (LIMITS.codesIssuedPerAccountPerHour), so a flood of sign-ups cannot flood the owner's inbox.
   */
  function warnSignUpAttempt(owner: UserRow, origin?: string) {
    background.run('sign-up attempt mail', async () => {
      if (!(await authRepo.reserveCodeEvent(db, owner.id, 'issued', LIMITS.codesIssuedPerAccountPerHour))) return;
      const base = links.base(origin);
      const login = `${base}/login?${new URLSearchParams({ email: owner.email }).toString()}`;
      await mailer.send(signUpAttemptMail(owner.email, owner.username, login, `${base}/forgot-password`));
    });
  }

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
      const passwordHash = await hashPassword(input.password);
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
        const event = input.join ? await events.findPublic(input.join).catch((err: unknown) => void log.error({ err }, 'finding the sign-up event failed')) : undefined;
        // `redirect` (a path of ours, checked by the contract) brings an invitee back to their invitation.
        await mailer.send(signUpMail(user.email, user.username, code, links.verify(user.email, code, origin, event?.slug, input.redirect)));
      });
      return answer;
    },

    /**
     * A sign-up code, typed or from the mail's link: verify, sign in and join the sign-up's event at
     * once. The session and the join come only after verifyEmail took a valid, unexpired, unused code
     * of this account; any refusal there throws before either.
     */
    async signInWithCode(email: string, code: string, join?: string): Promise<CodeSignInResponse> {
      const user = await verification.verifyEmail(email, code);
      const session = await sessions.start(user);
      const joined = await joinSignUpEvent(join, user.id);
      return { ...session, ...(joined ? { joined } : {}) };
    },
  };
}
