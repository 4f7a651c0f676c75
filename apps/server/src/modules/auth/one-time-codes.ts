import { LIMITS } from '@mingle/contracts';
import type { Db, Tx } from '../../db/index.js';
import { errors } from '../../lib/errors.js';
import { randomCode, safeEqual, sha256 } from '../../lib/tokens.js';
import type { Mail, Mailer } from '../../plugins/mail.js';
import { authRepo, type CodePurpose, type UserRow } from './auth.repo.js';

const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/** Keeps a secret (code or reset grant) for an account and purpose, as a hash, until it expires. */
export const storeSecret = (conn: Db | Tx, userId: string, purpose: CodePurpose, secret: string, ttlMs: number) =>
  authRepo.replaceCode(conn, { userId, purpose, codeHash: codeHash(userId, secret), expiresAt: new Date(Date.now() + ttlMs) });

/** Whether a stored secret is this account's `secret`. */
export const secretMatches = (stored: { codeHash: string }, userId: string, secret: string) => safeEqual(stored.codeHash, codeHash(userId, secret));

/** The codes mailed to prove an address (sign-up, password reset): issued with a cap, consumed once. */
export function createOneTimeCodes({ db, mailer }: { db: Db; mailer: Mailer }) {
  return {
    /** Mails a new code unless the account had its hourly share of codes already (then nothing is sent). */
    async issue(user: UserRow, purpose: CodePurpose, ttlMs: number, mail: (code: string) => Mail) {
      if (!(await authRepo.reserveCodeEvent(db, user.id, 'issued', LIMITS.codesIssuedPerAccountPerHour))) return;
      const code = randomCode();
      await storeSecret(db, user.id, purpose, code, ttlMs);
      await mailer.send(mail(code));
    },

    /**
     * Checks and consumes the open code of a purpose. A session or a reset may only ever come from a
     * code that is valid, unexpired, unused and this account's. Guesses are capped per code and per
     * account across all its codes, so resending does not buy more guesses.
     */
    async consume(user: UserRow, purpose: CodePurpose, code: string) {
      const open = await authRepo.latestOpenCode(db, user.id, purpose);
      // No open code (already verified, never asked): the same answer as a wrong one.
      if (!open) throw errors.invalidCode();
      if (open.expiresAt.getTime() < Date.now()) throw errors.expiredCode();
      const guess = await authRepo.reserveCodeEvent(db, user.id, 'guess', LIMITS.codeGuessesPerAccountPerHour);
      if (!guess) throw errors.tooManyCodeTries();
      if (!(await authRepo.takeCodeTry(db, open.id, LIMITS.maxCodeAttempts))) throw errors.tooManyAttempts();
      if (!secretMatches(open, user.id, code)) throw errors.invalidCode();
      if (!(await authRepo.useCode(db, open.id))) throw errors.invalidCode();
      await authRepo.releaseCodeEvent(db, guess);
    },
  };
}
export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
