import type { CompanyEvent, WaitingPerson } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { companyWaitlistQueryOptions, useWaitlistActions } from '../api/company-waitlist';

/** The event's Waitlist tab (decision 037): who waits, by number; admit anyone out of order, or take them off the line. */
export function EventWaitlistPanel({ event }: { event: CompanyEvent }) {
  const { t } = useTranslation('companyEvents');
  const query = useInfiniteQuery(companyWaitlistQueryOptions(event.id));
  const { admit, remove } = useWaitlistActions(event.id);
  const [removing, setRemoving] = useState<WaitingPerson | null>(null);
  const format = useMomentFormat(event.timeZone);
  const failed = (error: unknown) => notifyError(isApiError(error) ? errorText(error) : t('waitlist.failed'));

  const onAdmit = async (person: WaitingPerson) => {
    try {
      await admit.mutateAsync(person.userId);
      notifySuccess(t('waitlist.admitted', { name: person.username }));
    } catch (error) {
      failed(error);
    }
  };
  const onRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.userId);
      notifySuccess(t('waitlist.removed', { name: removing.username }));
      setRemoving(null);
    } catch (error) {
      failed(error);
    }
  };

  const places = event.capacity === null ? t('waitlist.noLimit', { count: event.attendeeCount }) : t('waitlist.places', { count: event.attendeeCount, capacity: event.capacity });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{t('waitlist.title')}</h2>
        <p className="text-base text-fg-muted" data-testid="waitlist-summary">
          {places} {event.approvalRequired ? t('waitlist.approvalOn') : null}
        </p>
      </div>
      <section aria-label={t('waitlist.title')} aria-busy={query.isFetching || undefined}>
        <PagedList
          query={query}
          loading={<CardListSkeleton label={t('waitlist.loading')} rows={3} />}
          empty={<EmptyState icon={Hourglass} title={t('waitlist.emptyTitle')} description={t('waitlist.emptyText')} />}
          itemKey={(p) => p.userId}
          renderItem={(p) => (
            <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between" data-testid="waitlist-row">
              <div className="flex min-w-0 flex-col gap-1.5">
                <span className="truncate text-base font-semibold text-fg">{p.username}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                  <Badge tone={p.kind === 'pending' ? 'accent' : 'neutral'}>{t(`waitlist.kind.${p.kind}`, { position: p.position })}</Badge>
                  {p.offerExpiresAt ? <Badge tone="success">{t('waitlist.offerUntil', { when: format.moment(p.offerExpiresAt) })}</Badge> : null}
                  <span>{t('waitlist.arrived', { when: format.moment(p.arrivedAt) })}</span>
                </span>
              </div>
              <div className="flex gap-2">
                <Button onClick={() => void onAdmit(p)} loading={admit.isPending && admit.variables === p.userId} aria-label={t('waitlist.admitLabel', { name: p.username })}>
                  {t('waitlist.admit')}
                </Button>
                <Button variant="secondary" onClick={() => setRemoving(p)} aria-label={t('waitlist.removeLabel', { name: p.username })}>
                  {t('waitlist.remove')}
                </Button>
              </div>
            </div>
          )}
          className="flex flex-col gap-3"
          loadMoreLabel={t('waitlist.loadMore')}
          endText={t('waitlist.noMore')}
        />
      </section>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('waitlist.removeTitle', { name: removing?.username ?? '' })}
        description={t('waitlist.removeText')}
        confirmLabel={t('waitlist.remove')}
        cancelLabel={t('waitlist.keep')}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </div>
  );
}
