import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { emailSharingQueryOptions, useSetEmailSharing } from '../api/email-sharing';

/**
 * "Share my e-mail address with the organisers": off until the attendee turns it on, saved as it
 * is switched, and changeable any time (on profile setup and in privacy settings).
 */
export function EmailSharingCard({ slug }: { slug: string }) {
  const { t } = useTranslation('profile');
  const query = useQuery(emailSharingQueryOptions(slug));
  const save = useSetEmailSharing(slug);
  const shared = save.isPending ? save.variables : (query.data?.shared ?? false);
  const change = (next: boolean) =>
    save.mutate(next, {
      onSuccess: () => notifySuccess(next ? t('emailSharing.on') : t('emailSharing.off')),
      onError: (error) => notifyError(errorText(error)),
    });
  return (
    <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card">
      {query.isPending ? (
        <Skeleton className="mt-0.5 size-5 rounded" />
      ) : (
        <Checkbox className="mt-0.5" checked={shared} disabled={save.isPending || query.isError} onCheckedChange={(v) => change(v === true)} />
      )}
      <span className="flex flex-col gap-1">
        <span className="text-base font-bold text-fg">{t('emailSharing.label')}</span>
        <span className="text-sm text-fg-muted">{t('emailSharing.hint')}</span>
      </span>
    </label>
  );
}
