import { useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSession } from '@/lib/session-context';
import { useLogout } from '../api/logout';

/** Log out: revoke the session on the server, then clear everything here (lib/session.ts) and go to /login. */
export function SignOutButton({ variant = 'ghost', ...props }: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation('common');
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // Signed out here either way; the server session expires on its own.
    } finally {
      session.signOut();
      await navigate({ to: '/login', replace: true });
    }
  };

  return (
    <Button variant={variant} onClick={signOut} loading={logout.isPending} {...props}>
      {logout.isPending ? null : <LogOut aria-hidden="true" className="size-5" />}
      {t('actions.logOut')}
    </Button>
  );
}
