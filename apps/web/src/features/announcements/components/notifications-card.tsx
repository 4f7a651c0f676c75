import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { BrowserNotifications } from '@/features/notifications';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/attendee';
import { SectionHeading } from '@/components/section-heading';

/**
 * "Notifications" on my profile: whether the organisers' announcements also come by mail (decision
 * 022), and browser notifications with what they are for (decision 024).
 */
export function NotificationsCard({ slug }: { slug: string }) {
  const { t } = useTranslation('announcements');
  const settings = useNotificationSettings(slug);
  const save = useSaveNotificationSettings(slug);
  const id = useId();
  const on = settings.data?.announcementMail ?? true;
  const choose = (change: Parameters<typeof save.mutate>[0]) => save.mutate(change, { onError: (error) => notifyError(errorText(error)) });
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <section id="notifications" aria-labelledby="notifications-title" className="flex scroll-mt-20 flex-col gap-3">
        <SectionHeading id="notifications-title" title={t('settings.title')} intro={t('settings.description')} />
        <label htmlFor={id} className="flex min-h-touch cursor-pointer items-center gap-3 text-base text-fg">
          <Checkbox id={id} checked={on} disabled={!settings.data} onCheckedChange={(value) => choose({ announcementMail: value === true })} />
          {t('settings.announcementMail')}
        </label>
        <BrowserNotifications publicKey={settings.data?.pushPublicKey ?? null} choices={settings.data} onChoose={choose} />
      </section>
    </Card>
  );
}
