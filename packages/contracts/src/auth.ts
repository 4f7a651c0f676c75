import { z } from 'zod';
import { email, eventRef, password, requiredString, text, username, V, verificationCode } from './validation.js';

export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const MembershipSchema = z.object({
  companyId: z.uuid(),
  slug: z.string(),
  role: z.enum(['owner', 'organiser']),
});
export type Membership = z.infer<typeof MembershipSchema>;

/**
 * The event a sign-up came from (its slug or id), joined once the code proves the address. Optional;
 * a ref that names no event is ignored, never an error: the sign-up and its code work as without it.
 */
const join = eventRef().max(100).optional();

/** Where in the app the mail's link leads after signing in (an invitation, say): a path of ours only. */
const redirect = text()
  .max(300)
  .regex(/^\/(?![/\\])/, { error: V.invalidValue })
  .optional();

export const RegisterInput = z.object({ email, username, password, join, redirect });
export type RegisterInput = z.infer<typeof RegisterInput>;
export const RegisterResponse = z.object({ email: z.string(), username: z.string() });

export const VerifyInput = z.object({ email, code: verificationCode, join });
export type VerifyInput = z.infer<typeof VerifyInput>;
export const OkResponse = z.object({ ok: z.literal(true) });

export const EmailInput = z.object({ email });
export type EmailInput = z.infer<typeof EmailInput>;

export const LoginInput = z.object({ email, password: requiredString(256) });
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResponse = z.object({
  accessToken: z.string(),
  user: UserSchema,
  membership: MembershipSchema.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({ user: UserSchema, membership: MembershipSchema.optional() });
export type MeResponse = z.infer<typeof MeResponse>;

export const ResetVerifyInput = z.object({ email, code: verificationCode });
export type ResetVerifyInput = z.infer<typeof ResetVerifyInput>;
export const ResetVerifyResponse = z.object({ resetToken: z.string() });

export const ResetPasswordInput = z.object({ email, resetToken: requiredString(200), password });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** Link in the sign-up mail: verifies and signs in at once (and joins the sign-up's event, if any). */
export const CallbackQuery = z.object({ email, code: verificationCode, join });

/** Search params of /validate-account and /validate-confirm-password (docs/product.md, "Routes"). */
export const ValidateAccountSearch = z.object({
  username: z.string().min(1, { error: 'required' }),
  email: z.email({ error: 'invalidEmail' }),
});
export const ValidateConfirmPasswordSearch = z.object({
  email: z.email({ error: 'invalidEmail' }),
  redirect: z.string().optional(),
});
export const RedirectSearch = z.object({ redirect: z.string().optional() });

// BEARER_EXEMPT_PATHS is in api-paths.ts (no schemas, for the web app's first load).
