import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { Background } from '../../lib/background.js';
import type { Mailer } from '../../plugins/mail.js';
import type { AttendeesService } from '../attendees/attendees.service.js';
import type { CompaniesService } from '../companies/companies.service.js';
import type { EventsService } from '../events/events.service.js';
import { createEmailVerification } from './email-verification.js';
import { mailLinks } from './mail-links.js';
import { createOneTimeCodes } from './one-time-codes.js';
import { createPasswordReset } from './password-reset.js';
import { createSessions } from './sessions.js';
import { createSignUp } from './sign-up.js';

export { ARGON } from './passwords.js';
export { toUser } from './sessions.js';

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
  /** The company a session opens, and whether a person may act for one. */
  companies: Pick<CompaniesService, 'membershipOf' | 'isMember' | 'roleIn'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Accounts and sessions, in four parts: sign-up (sign-up.ts), email verification
 * (email-verification.ts), sign-in and sessions (sessions.ts) and password reset
 * (password-reset.ts); the mailed codes they share are in one-time-codes.ts.
 */
export function createAuthService(deps: AuthDeps) {
  const codes = createOneTimeCodes(deps);
  const links = mailLinks(deps.appUrl, deps.manageUrl ?? deps.appUrl);
  const sessions = createSessions(deps);
  const verification = createEmailVerification(deps, codes, links);
  const signUp = createSignUp(deps, { links, verification, sessions });
  const reset = createPasswordReset(deps, codes);

  return {
    register: signUp.register,
    verifyEmail: verification.verifyEmail,
    resendCode: verification.resendCode,
    login: sessions.login,
    signInWithCode: signUp.signInWithCode,
    authenticate: sessions.authenticate,
    liveSessions: sessions.liveSessions,
    confirmPassword: sessions.confirmPassword,
    membershipOf: sessions.membershipOf,
    isMember: sessions.isMember,
    roleIn: sessions.roleIn,
    logout: sessions.logout,
    forgotPassword: reset.forgotPassword,
    verifyResetCode: reset.verifyResetCode,
    resetPassword: reset.resetPassword,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
