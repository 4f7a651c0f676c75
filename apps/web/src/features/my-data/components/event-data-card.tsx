import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDeleteEventProfile } from '../api/delete-event-profile';
import { useWithdrawKeptProfile } from '../api/withdraw-kept-profile';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyDataButton } from './download-my-data-button';
import { SectionHeading } from '@/components/section-heading';

interface EventDataCardProps {
  slug: string;
  eventName: string;
  /** I keep a profile for future events (a consent I can withdraw here). */
  keeps: boolean;
}

type Asking = 'profile' | 'kept' | 'account' | null;

/** "Your data" on my profile at an event: download it, stop keeping my profile, delete it here or everywhere. */
export function EventDataCard({ slug, eventName, keeps }: EventDataCardProps) {
  const { t } = useTranslation('myData');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteProfile = useDeleteEventProfile(slug);
  const withdraw = useWithdrawKeptProfile();
  const [asking, setAsking] = useState<Asking>(null);
  const close = (open: boolean) => !open && setAsking(null);

  const leaveEvent = async () => {
    try {
      await deleteProfile.mutateAsync();
    } catch (error) {
      notifyError(errorText(error));
      return;
    }
    if (session.selectedEvent.get()?.slug === slug) session.selectedEvent.unset();
    await navigate({ to: '/events/me', replace: true });
    // Only once away: this event's screens would ask for what is gone.
    queryClient.removeQueries({ queryKey: ['event', slug] });
    await queryClient.invalidateQueries({ queryKey: ['events', 'me'] });
    notifySuccess(t('profile.deleted', { event: eventName }));
  };

  const stopKeeping = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        notifySuccess(t('kept.withdrawn'));
      },
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <section aria-labelledby="my-data-title" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <SectionHeading id="my-data-title" title={t('title')} intro={t('intro')} />
      <DownloadMyDataButton className="self-start" />
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-base text-fg">{keeps ? t('kept.on') : t('kept.off')}</p>
        {keeps ? (
          <Button variant="secondary" className="self-start" onClick={() => setAsking('kept')}>
            {t('kept.action')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <Button variant="ghost" className="-ml-2 self-start text-danger-700" onClick={() => setAsking('profile')}>
          <UserX aria-hidden="true" className="size-5" />
          {t('profile.action')}
        </Button>
        <Button variant="ghost" className="-ml-2 self-start text-danger-700" onClick={() => setAsking('account')}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('account.action')}
        </Button>
      </div>

      <ConfirmDialog
        open={asking === 'profile'}
        onOpenChange={close}
        title={t('profile.title', { event: eventName })}
        description={t('profile.description', { event: eventName })}
        confirmLabel={t('profile.confirm')}
        cancelLabel={t('cancel')}
        pending={deleteProfile.isPending}
        onConfirm={() => void leaveEvent()}
      />
      <ConfirmDialog
        open={asking === 'kept'}
        onOpenChange={close}
        title={t('kept.title')}
        description={t('kept.description')}
        confirmLabel={t('kept.confirm')}
        cancelLabel={t('cancel')}
        pending={withdraw.isPending}
        onConfirm={stopKeeping}
      />
      <DeleteAccountDialog open={asking === 'account'} onOpenChange={close} />
    </section>
  );
}
