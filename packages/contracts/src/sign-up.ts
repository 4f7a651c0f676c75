import { z } from 'zod';
import { JoinResponse } from './waitlist.js';
import { LoginResponse } from './auth.js';

/**
 * A right sign-up code (typed, or the mail's link) signs in like a login and, when the sign-up named
 * an event that exists, joins it: `joined` is then what POST /events/{event}/join answers.
 * (Its own file: auth.ts sits below attendees.ts in the import order.)
 */
export const CodeSignInResponse = LoginResponse.extend({ joined: JoinResponse.optional() });
export type CodeSignInResponse = z.infer<typeof CodeSignInResponse>;

/** POST /auth/verify: `ok` as before, and the session of CodeSignInResponse. */
export const VerifyResponse = CodeSignInResponse.extend({ ok: z.literal(true) });
export type VerifyResponse = z.infer<typeof VerifyResponse>;
