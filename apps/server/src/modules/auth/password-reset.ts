import { LIMITS, type ResetPasswordInput } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';
import { randomToken } from '../../lib/tokens.js';
import type { AuthDeps } from './auth.service.js';
import { authRepo } from './auth.repo.js';
import { resetMail } from './auth.mails.js';
import { secretMatches, storeSecret, type OneTimeCodes } from './one-time-codes.js';
import { hashPassword } from './passwords.js';

/** A mailed code buys a short-lived grant; the grant sets a new password and ends every session. */
export function createPasswordReset({ db, background, onSessionsEnded }: Pick<AuthDeps, 'db' | 'background' | 'onSessionsEnded'>, codes: OneTimeCodes) {
  return {
    /** Answers at once, known address or not; the work (and its timing) happens after the answer. */
    forgotPassword(email: string) {
      background.run('forgot password', async () => {
        const user = await authRepo.findUserByEmail(db, email);
        if (user) await codes.issue(user, 'reset_password', LIMITS.resetCodeTtlMs, (code) => resetMail(user.email, user.username, code));
      });
    },

    async verifyResetCode(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      await codes.consume(user, 'reset_password', code);
      const resetToken = randomToken();
      await storeSecret(db, user.id, 'reset_grant', resetToken, LIMITS.resetGrantTtlMs);
      return { resetToken };
    },

    async resetPassword(input: ResetPasswordInput) {
      const user = await authRepo.findUserByEmail(db, input.email);
      if (!user) throw errors.expiredCode('resetExpired');
      const grant = await authRepo.latestOpenCode(db, user.id, 'reset_grant');
      const valid = grant && grant.expiresAt.getTime() > Date.now() && secretMatches(grant, user.id, input.resetToken);
      if (!grant || !valid) throw errors.expiredCode('resetExpired');
      const passwordHash = await hashPassword(input.password);
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
