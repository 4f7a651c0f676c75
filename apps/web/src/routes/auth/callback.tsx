import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { signInCallback } from '@/features/auth/api/sign-in-callback';
import { CallbackError, CallbackPending, IncompleteCallbackLink } from '@/features/auth/components/callback-views';
import { afterSignInTarget } from '@/lib/redirects';

/** The sign-up mail's link: /auth/callback?email=..&code=.. (redirect optional). */
const CallbackSearch = z.object({
  email: z.string().optional(),
  code: z.string().optional(),
  redirect: z.string().optional(),
});

export const Route = createFileRoute('/auth/callback')({
  validateSearch: CallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context, abortController }) => {
    if (!deps.email || !deps.code) throw new IncompleteCallbackLink();
    const response = await signInCallback({ email: deps.email, code: deps.code }, abortController.signal);
    const { auth, selectedEvent } = context.session;
    auth.login({ accessToken: response.accessToken, user: response.user, membership: response.membership });
    throw redirect({
      href: afterSignInTarget({ redirect: deps.redirect, selectedEvent: selectedEvent.get(), membership: response.membership }),
      replace: true,
    });
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
