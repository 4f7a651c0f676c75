import { useEffect } from 'react';
import { useSession } from '@/lib/session-context';
import { useMe } from '../api/get-me';

/** Refreshes the stored user and membership from GET /auth/me (lib/auth.ts: update keeps the flag). */
export function useSyncSignedInUser(): void {
  const { auth } = useSession();
  const me = useMe();
  useEffect(() => {
    if (me.data) auth.update({ user: me.data.user, membership: me.data.membership });
  }, [me.data, auth]);
}
