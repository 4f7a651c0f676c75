import type { CodeSignInResponse } from '@mingle/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { afterSignInTarget } from '@/lib/redirects';
import type { Session } from '@/lib/session';
import { useSession } from '@/lib/session-context';
import { afterJoin, wayInOf } from '@/lib/way-in';

/**
 * Where a sign-in goes on to: when a sign-up's code also joined the event it came from, into that
 * event (its profile setup first, and a connection code scanned on the way in after it); else the
 * redirect target or the user's home (lib/redirects.ts).
 */
export function signInTarget(session: Pick<Session, 'selectedEvent'>, response: CodeSignInResponse, redirect?: string): string {
  if (response.joined) {
    const wayIn = wayInOf(redirect);
    return afterJoin(response.joined, wayIn?.connectWith, response.user.id, wayIn?.code);
  }
  return afterSignInTarget({ redirect, selectedEvent: session.selectedEvent.get(), membership: response.membership });
}

/** Stores the login (lib/auth.ts) and goes on to where the sign-in leads (signInTarget). */
export function useCompleteSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (response: CodeSignInResponse, redirect?: string) => {
      session.auth.login({ accessToken: response.accessToken, user: response.user, membership: response.membership });
      await navigate({ href: signInTarget(session, response, redirect), replace: true });
    },
    [session, navigate],
  );
}
