import type { BlockedPerson } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { fullName, handle } from '@/lib/people';
import { notifyError, notifySuccess } from '@/lib/toast';
import { blockedPeopleQueryOptions } from '../api/get-blocked-people';
import { useUnblockPerson } from '../api/unblock-person';
import { SectionHeading } from '@/components/section-heading';

/** "Blocked people" on my profile at an event: whom I blocked here, each with Unblock (decision 019). */
export function BlockedPeopleCard({ slug }: { slug: string }) {
  const { t } = useTranslation('safety');
  const query = useInfiniteQuery(blockedPeopleQueryOptions(slug));
  const unblock = useUnblockPerson(slug);
  const [asking, setAsking] = useState<BlockedPerson | null>(null);
  const name = asking ? fullName(asking) : '';
  // The promise keeps the confirm button locked until the answer.
  const confirm = () =>
    asking
      ? unblock.mutateAsync(asking.userId).then(
          () => {
            notifySuccess(t('blocked.unblocked', { name }));
            setAsking(null);
          },
          (error: unknown) => notifyError(errorText(error)),
        )
      : undefined;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <section aria-labelledby="blocked-people-title" className="flex flex-col gap-4">
        <SectionHeading id="blocked-people-title" title={t('blocked.title')} intro={t('blocked.description')} />
        <PagedList
          query={query}
          loading={<CardListSkeleton label={t('blocked.loading')} rows={1} />}
          empty={
            <p className="flex items-center gap-2 text-base text-fg-muted">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary-600" />
              {t('blocked.empty')}
            </p>
          }
          itemKey={(p) => p.userId}
          className="flex flex-col divide-y divide-border"
          renderItem={(p) => (
            <div className="flex items-center gap-3 py-2">
              <Avatar name={fullName(p)} src={p.photoUrl} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold text-fg">{fullName(p)}</span>
                <span className="truncate text-sm text-fg-muted">{handle(p.username)}</span>
              </span>
              <Button variant="secondary" onClick={() => setAsking(p)} aria-label={t('blocked.unblockLabel', { name: fullName(p) })}>
                {t('blocked.unblock')}
              </Button>
            </div>
          )}
          loadMoreLabel={t('blocked.loadMore')}
          endText={t('blocked.end')}
        />
      </section>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (unblock.isPending || open ? undefined : setAsking(null))}
        title={t('blocked.unblockTitle', { name })}
        description={t('blocked.unblockText')}
        confirmLabel={t('blocked.unblock')}
        cancelLabel={t('cancel')}
        pending={unblock.isPending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
