import { LIMITS } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';
import type { AuthDeps } from './auth.service.js';
import { authRepo } from './auth.repo.js';
import { signUpMail } from './auth.mails.js';
import type { MailLinks } from './mail-links.js';
import type { OneTimeCodes } from './one-time-codes.js';

/** Proving an address with the code mailed at sign-up, and mailing a new one. */
export function createEmailVerification({ db, background }: Pick<AuthDeps, 'db' | 'background'>, codes: OneTimeCodes, links: MailLinks) {
  return {
    /** Always by a valid open code: an account that is already verified has none, so any code is wrong. */
    async verifyEmail(email: string, code: string) {
      const user = await authRepo.findUserByEmail(db, email);
      if (!user) throw errors.invalidCode();
      await codes.consume(user, 'verify_email', code);
      await authRepo.markVerified(db, user.id);
      return { ...user, emailVerifiedAt: user.emailVerifiedAt ?? new Date() };
    },

    /** Answers at once; the work (and its timing) happens after the answer. */
    resendCode(email: string, origin?: string) {
      background.run('resend code', async () => {
        const user = await authRepo.findUserByEmail(db, email);
        if (!user || user.emailVerifiedAt) return;
        await codes.issue(user, 'verify_email', LIMITS.signUpCodeTtlMs, (code) => signUpMail(user.email, user.username, code, links.verify(user.email, code, origin)));
      });
    },
  };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
