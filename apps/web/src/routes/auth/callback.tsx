import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { signInCallback } from '@/features/auth/api/sign-in-callback';
import { CallbackError, CallbackPending, IncompleteCallbackLink } from '@/features/auth/components/callback-views';
import { signInTarget } from '@/features/auth/components/use-complete-sign-in';

/**
 * The sign-up mail's link: /auth/callback?email=..&code=.. (redirect optional; join when the sign-up
 * started at an event's join link: the server wrote the event's slug there, and joins it with the code).
 */
const CallbackSearch = z.object({
  email: z.string().optional(),
  code: z.string().optional(),
  join: z.string().max(100).optional().catch(undefined),
  redirect: z.string().optional(),
});

export const Route = createFileRoute('/auth/callback')({
  validateSearch: CallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context, abortController }) => {
    if (!deps.email || !deps.code) throw new IncompleteCallbackLink();
    const { email, code, join } = deps;
    const response = await signInCallback({ email, code, ...(join ? { join } : {}) }, abortController.signal);
    const { session } = context;
    session.auth.login({ accessToken: response.accessToken, user: response.user, membership: response.membership });
    throw redirect({ href: signInTarget(session, response, deps.redirect), replace: true });
  },
  staleTime: Infinity,
  pendingMs: 0,
  pendingComponent: SigningIn,
  errorComponent: LinkFailed,
  component: SigningIn,
});

function SigningIn() {
  return <CallbackPending />;
}

function LinkFailed({ error }: { error: unknown }) {
  return <CallbackError error={error} />;
}
