import type { Membership } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/layout/centered-page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptInvitation } from '../api/accept-invitation';

interface InvitationScreenProps {
  token: string | undefined;
  /** This page's own address, where sign-up and log-in come back to. */
  here: string;
  /** The log-out button (auth feature), for someone signed in with another address. */
  accountAction: ReactNode;
  /** Called with the new membership before it is stored, so cached account data can follow. */
  onAccepted?: (membership: Membership) => void;
}

/**
 * /auth/invitation?token=..: the link of the invitation mail. Signed out, it offers sign-up and
 * log-in, both coming back here; signed in, one button joins the team and opens its console.
 */
export function InvitationScreen({ token, here, accountAction, onAccepted }: InvitationScreenProps) {
  const { t } = useTranslation('company');
  useDocumentTitle(t('team.accept.documentTitle'));
  const { auth } = useSession();
  const { authenticated, user } = useAuth(auth);
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string>();

  const onAccept = async () => {
    if (!token) return;
    setProblem(undefined);
    try {
      const { membership } = await accept.mutateAsync(token);
      onAccepted?.(membership);
      auth.update({ membership });
      notifySuccess(t('team.accept.accepted'));
      await navigate({ to: '/$slug/events', params: { slug: membership.slug }, replace: true });
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <CenteredPage footer={authenticated ? accountAction : null}>
      <Card>
        <CardHeader>
          <div className="mb-2 flex size-12 items-center justify-center rounded-2xl bg-primary-50 text-primary-600">
            <UsersRound aria-hidden="true" className="size-6" />
          </div>
          <CardTitle>{t('team.accept.title')}</CardTitle>
          <CardDescription>{!token ? t('team.accept.missing') : authenticated ? t('team.accept.signedIn', { email: user?.email ?? '' }) : t('team.accept.signedOut')}</CardDescription>
        </CardHeader>
        {problem ? <Alert className="mb-4">{problem}</Alert> : null}
        {!token ? null : authenticated ? (
          <div className="flex flex-col gap-3">
            <Button onClick={() => void onAccept()} loading={accept.isPending} fullWidth>
              {t('team.accept.submit')}
            </Button>
            <p className="text-center text-sm text-fg-muted">{t('team.accept.otherAccount')}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/sign-up" search={{ redirect: here }} className={buttonClasses({ fullWidth: true })}>
              {t('team.accept.signUp')}
            </Link>
            <Link to="/login" search={{ redirect: here }} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
              {t('team.accept.logIn')}
            </Link>
          </div>
        )}
      </Card>
    </CenteredPage>
  );
}
