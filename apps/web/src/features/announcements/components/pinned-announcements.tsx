import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useDismissAnnouncement, useMyAnnouncements } from '../api/attendee';
import { AnnouncementCard } from './announcement-card';

interface Props {
  slug: string;
  timeZone: string;
  /** On a group's page: only that group's announcements (and live on its channel). */
  groupId?: string;
}

/** The organisers' announcements pinned at the top: live, each closable for good (decisions 022, 035). */
export function PinnedAnnouncements({ slug, timeZone, groupId }: Props) {
  const { t } = useTranslation('announcements');
  const time = useMomentFormat(timeZone);
  const { data } = useMyAnnouncements(slug, groupId);
  const dismiss = useDismissAnnouncement(slug);
  const items = (data?.items ?? []).filter((a) => !groupId || a.group?.id === groupId);
  if (!items.length) return null;
  const fromLine = (a: (typeof items)[number]) =>
    a.personal ? t('pinned.fromOrganisersToYou') : a.group ? t('pinned.fromOrganisersTo', { icon: a.group.icon, name: a.group.name }) : t('pinned.fromOrganisers');
  return (
    <section aria-label={t('pinned.label')} className="flex flex-col gap-3">
      {items.map((a) => (
        <AnnouncementCard
          key={a.id}
          id={a.id}
          title={a.title}
          body={a.body}
          from={
            <>
              {fromLine(a)} · <time dateTime={a.sentAt}>{time.moment(a.sentAt)}</time>
            </>
          }
          action={
            <Button variant="ghost" size="icon" aria-label={t('pinned.dismiss', { title: a.title })} onClick={() => dismiss.mutateAsync(a.id).catch((error: unknown) => notifyError(errorText(error)))}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          }
        />
      ))}
    </section>
  );
}
