import type { ModerationAction, ModerationItem, ModerationStatus } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { EmptyState } from '@/components/ui/empty-state';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { fullName } from '@/lib/people';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useActOnReport } from '../api/act-on-report';
import { reportsQueryOptions } from '../api/get-reports';
import { ActionDialog } from './action-dialog';
import { ReportCard } from './report-card';

interface ModerationPanelProps {
  event: { id: string; name: string; timeZone: string };
}

type Asking = { item: ModerationItem; action: Exclude<ModerationAction, 'dismiss'> } | null;

/** The event's "Reports" tab (decision 019): open reports, oldest first, every action but dismiss asking first; and the handled ones (decision 034). */
export function ModerationPanel({ event }: ModerationPanelProps) {
  const { t } = useTranslation('moderation');
  const time = useMomentFormat(event.timeZone);
  const [status, setStatus] = useState<ModerationStatus>('open');
  const query = useInfiniteQuery(reportsQueryOptions(event.id, status));
  const handled = status === 'handled';
  const act = useActOnReport(event.id);
  const [asking, setAsking] = useState<Asking>(null);
  const name = asking ? fullName(asking.item.person) : '';

  const run = (item: ModerationItem, action: ModerationAction, warn = false) =>
    act.mutate(
      { reportId: item.id, action, warn },
      {
        onSuccess: () => {
          notifySuccess(t(warn ? 'done.hideAndWarn' : `done.${action}`, { name: fullName(item.person) }));
          setAsking(null);
        },
        onError: (error) => notifyError(errorText(error)),
      },
    );
  const onAct = (item: ModerationItem) => (action: ModerationAction) => (action === 'dismiss' ? run(item, action) : setAsking({ item, action }));

  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="reports-title" className="text-lg font-bold text-fg">
          {t('title')}
        </h2>
        <p className="text-base text-fg-muted">{t('intro')}</p>
      </div>
      <ChoiceChips label={t('show')} value={status} onChange={(next) => next && setStatus(next)} options={{ open: t('status.open'), handled: t('status.handled') }} required />
      <PagedList
        query={query}
        loading={<CardListSkeleton label={t('loading')} rows={2} />}
        empty={
          <EmptyState
            icon={handled ? History : ShieldCheck}
            as="h3"
            title={handled ? t('handledEmptyTitle') : t('emptyTitle')}
            description={handled ? t('handledEmptyText') : t('emptyText')}
            className="rounded-2xl border border-border bg-surface"
          />
        }
        itemKey={(item) => item.id}
        className="flex flex-col gap-4"
        renderItem={(item) => <ReportCard item={item} time={time} busy={act.isPending && act.variables?.reportId === item.id} onAct={handled ? undefined : onAct(item)} />}
        loadMoreLabel={t('loadMore')}
        endText={handled ? t('handledEnd') : t('end')}
      />
      {asking ? (
        <ActionDialog
          key={`${asking.item.id}-${asking.action}`}
          title={t(`confirm.${asking.action}Title`, { name, event: event.name })}
          description={t(`confirm.${asking.action}Text`, { name, event: event.name })}
          confirmLabel={t(`actions.${asking.action}`)}
          {...(asking.action === 'hide' ? { warnLabel: t('confirm.alsoWarn', { name }) } : {})}
          pending={act.isPending}
          onConfirm={(warn) => run(asking.item, asking.action, warn)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
