import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInCallback } from '@/features/auth/api/sign-in-callback';
import { CallbackError, CallbackPending, IncompleteCallbackLink } from '@/features/auth/components/callback-views';
import { signInTarget } from '@/features/auth/components/use-complete-sign-in';
import { present, shortText, textParam } from '@/lib/search';

/**
 * The sign-up mail's link: /auth/callback?email=..&code=.. (redirect optional; join when the sign-up
 * started at an event's join link: the server wrote the event's slug there, and joins it with the code).
 */
const CallbackSearch = (search: Record<string, unknown>) =>
  present({ email: textParam(search.email), code: textParam(search.code), join: shortText(search.join, 100), redirect: textParam(search.redirect) });

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
