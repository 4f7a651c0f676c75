import type { Announcement } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { announcementsQueryOptions, useDeleteAnnouncement } from '../api/console';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementItem } from './announcement-item';

interface Props {
  event: { id: string; name: string; timeZone: string };
}

/** The event's "Announcements" tab (decision 022): write one, and the list of scheduled and sent ones. */
export function AnnouncementsPanel({ event }: Props) {
  const { t } = useTranslation('announcements');
  const time = useMomentFormat(event.timeZone);
  const query = useInfiniteQuery(announcementsQueryOptions(event.id));
  const remove = useDeleteAnnouncement(event.id);
  // null: the list; 'new' or an announcement: the form.
  const [writing, setWriting] = useState<'new' | Announcement | null>(null);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  const scheduled = removing?.status === 'scheduled';

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        notifySuccess(t(scheduled ? 'done.cancelled' : 'done.deleted'));
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <section aria-labelledby="announcements-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="announcements-title" className="text-lg font-bold text-fg">
            {t('title')}
          </h2>
          <p className="text-base text-fg-muted">{t('intro')}</p>
        </div>
        {writing ? null : (
          <Button onClick={() => setWriting('new')}>
            <Plus aria-hidden="true" className="size-4.5" />
            {t('new')}
          </Button>
        )}
      </div>
      {writing ? <AnnouncementForm key={writing === 'new' ? 'new' : writing.id} event={event} {...(writing === 'new' ? {} : { editing: writing })} onDone={() => setWriting(null)} /> : null}
      <PagedList
        query={query}
        loading={<CardListSkeleton label={t('loading')} rows={2} />}
        empty={<EmptyState icon={Megaphone} as="h3" title={t('emptyTitle')} description={t('emptyText')} className="rounded-2xl border border-border bg-surface" />}
        itemKey={(item) => item.id}
        className="flex flex-col gap-4"
        renderItem={(item) => <AnnouncementItem item={item} time={time} timeZone={event.timeZone} onEdit={() => setWriting(item)} onRemove={() => setRemoving(item)} />}
        loadMoreLabel={t('loadMore')}
        endText={t('end')}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setRemoving(null))}
        title={t(scheduled ? 'confirm.cancelTitle' : 'confirm.deleteTitle')}
        description={t(scheduled ? 'confirm.cancelText' : 'confirm.deleteText', { title: removing?.title ?? '' })}
        confirmLabel={t(scheduled ? 'confirm.cancel' : 'confirm.delete')}
        cancelLabel={t('confirm.keep')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
