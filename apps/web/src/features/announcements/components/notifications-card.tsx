import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/attendee';

/** "Notifications" on my profile: whether the organisers' announcements also come by mail (decision 022). */
export function NotificationsCard({ slug }: { slug: string }) {
  const { t } = useTranslation('announcements');
  const settings = useNotificationSettings(slug);
  const save = useSaveNotificationSettings(slug);
  const id = useId();
  const on = save.isPending ? save.variables.announcementMail : (settings.data?.announcementMail ?? true);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <section id="notifications" aria-labelledby="notifications-title" className="flex scroll-mt-20 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="notifications-title" className="text-lg font-bold text-fg">
            {t('settings.title')}
          </h2>
          <p className="text-sm text-fg-muted">{t('settings.description')}</p>
        </div>
        <label htmlFor={id} className="flex min-h-touch cursor-pointer items-center gap-3 text-base text-fg">
          <Checkbox
            id={id}
            checked={on}
            disabled={!settings.data}
            onCheckedChange={(value) => save.mutate({ announcementMail: value === true }, { onError: (error) => notifyError(errorText(error)) })}
          />
          {t('settings.announcementMail')}
        </label>
      </section>
    </Card>
  );
}
