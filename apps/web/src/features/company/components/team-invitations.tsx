import type { Invitation } from '@mingle/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';

/** Owners: the invitations not yet accepted, each withdrawable. */
export function TeamInvitations({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('company');
  const invitations = useInvitations(slug, true);
  const revoke = useRevokeInvitation(slug);
  const [withdrawing, setWithdrawing] = useState<Invitation>();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const items = invitations.data?.items ?? [];

  const confirm = async () => {
    if (!withdrawing) return;
    try {
      await revoke.mutateAsync(withdrawing.id);
      notifySuccess(t('team.invitations.withdrawn', { email: withdrawing.email }));
    } catch (error) {
      notifyError(errorText(error));
    }
    setWithdrawing(undefined);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('team.invitations.title')}</CardTitle>
        <CardDescription>{t('team.invitations.description')}</CardDescription>
      </CardHeader>
      {invitations.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : items.length === 0 ? (
        <p className="text-base text-fg-muted">{t('team.invitations.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="team-invitations">
          {items.map((invitation) => {
            const expired = new Date(invitation.expiresAt).getTime() <= invitations.dataUpdatedAt; // as of the answer
            return (
              <li key={invitation.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-fg">{invitation.email}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                    <Badge>{t(`team.roles.${invitation.role}`)}</Badge>
                    {expired ? <Badge tone="warning">{t('team.invitations.expired')}</Badge> : t('team.invitations.expires', { date: day.format(new Date(invitation.expiresAt)) })}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => setWithdrawing(invitation)}>
                  {t('team.invitations.withdraw')}
                  <span className="sr-only"> {invitation.email}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={!!withdrawing}
        onOpenChange={(open) => !open && setWithdrawing(undefined)}
        title={t('team.invitations.withdrawTitle', { email: withdrawing?.email ?? '' })}
        description={t('team.invitations.withdrawDescription')}
        confirmLabel={t('team.invitations.withdrawConfirm')}
        cancelLabel={t('team.cancel')}
        pending={revoke.isPending}
        onConfirm={() => confirm()}
      />
    </Card>
  );
}
