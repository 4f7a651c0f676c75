import type { LoginResponse } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { afterSignInTarget } from '@/lib/redirects';
import { useSession } from '@/lib/session-context';

/** Stores the login (spec 4) and goes on to the redirect target or the user's home. */
export function useCompleteSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (response: LoginResponse, redirect?: string) => {
      session.auth.login({ accessToken: response.accessToken, user: response.user, membership: response.membership });
      const target = afterSignInTarget({
        redirect,
        selectedEvent: session.selectedEvent.get(),
        membership: response.membership,
      });
      await navigate({ href: target, replace: true });
    },
    [session, navigate],
  );
}
