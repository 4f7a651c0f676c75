import { Megaphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifyError } from '@/lib/toast';
import { useDismissAnnouncement, useMyAnnouncements } from '../api/attendee';

interface Props {
  slug: string;
  timeZone: string;
  /** On a group's page: only that group's announcements (and live on its channel). */
  groupId?: string;
}

/** The organisers' announcements pinned at the top: live, each closable for good (decision 022). */
export function PinnedAnnouncements({ slug, timeZone, groupId }: Props) {
  const { t } = useTranslation('announcements');
  const time = useMomentFormat(timeZone);
  const { data } = useMyAnnouncements(slug, groupId);
  const dismiss = useDismissAnnouncement(slug);
  const items = (data?.items ?? []).filter((a) => !groupId || a.group?.id === groupId);
  if (!items.length) return null;
  return (
    <section aria-label={t('pinned.label')} className="flex flex-col gap-3">
      {items.map((a) => (
        <article key={a.id} aria-labelledby={`announcement-${a.id}`} className="flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-4 shadow-card">
          <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-sm text-fg-muted">
              {a.group ? t('pinned.fromOrganisersTo', { icon: a.group.icon, name: a.group.name }) : t('pinned.fromOrganisers')} · <time dateTime={a.sentAt}>{time.moment(a.sentAt)}</time>
            </p>
            <h2 id={`announcement-${a.id}`} className="text-base font-bold break-words text-fg">
              {a.title}
            </h2>
            <p className="text-base break-words whitespace-pre-wrap text-fg">{a.body}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t('pinned.dismiss', { title: a.title })} onClick={() => dismiss.mutateAsync(a.id).catch((error: unknown) => notifyError(errorText(error)))}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </article>
      ))}
    </section>
  );
}
