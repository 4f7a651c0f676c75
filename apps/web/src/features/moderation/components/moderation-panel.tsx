import type { ModerationAction, ModerationItem } from '@mingle/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
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

/** The event's "Reports" tab (decision 019): open reports, oldest first; every action but dismiss asks first. */
export function ModerationPanel({ event }: ModerationPanelProps) {
  const { t } = useTranslation('moderation');
  const time = useMomentFormat(event.timeZone);
  const query = useInfiniteQuery(reportsQueryOptions(event.id));
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
      <PagedList
        query={query}
        loading={<CardListSkeleton label={t('loading')} rows={2} />}
        empty={<EmptyState icon={ShieldCheck} as="h3" title={t('emptyTitle')} description={t('emptyText')} className="rounded-2xl border border-border bg-surface" />}
        itemKey={(item) => item.id}
        className="flex flex-col gap-4"
        renderItem={(item) => <ReportCard item={item} time={time} busy={act.isPending && act.variables?.reportId === item.id} onAct={onAct(item)} />}
        loadMoreLabel={t('loadMore')}
        endText={t('end')}
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
