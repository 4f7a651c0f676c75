import { ROUNDS, type CompanyEvent, type RoundsRun } from '@mingle/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api';
import { errorText, issueText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { companyGroupsQueryOptions } from '@/features/groups';
import { companyRoundsQueryOptions, useMoveRounds } from '../api/rounds-api';
import { minutesAndSeconds, useCountdown } from '../lib/countdown';

const selectClasses = 'min-h-touch w-full rounded-lg border border-border-strong/60 bg-surface px-3 text-base text-fg';
type Field = 'rounds' | 'minutes' | 'tableSize' | 'groupId';

/** The event's Rounds tab (organisers): start speed-networking rounds, follow them, move on or stop. */
export function RoundsPanel({ event }: { event: CompanyEvent }) {
  const { t } = useTranslation('rounds');
  const query = useQuery({ ...companyRoundsQueryOptions(event.id), refetchInterval: 15_000 });
  if (query.isPending) return <CardListSkeleton label={t('panel.loading')} rows={2} />;
  if (query.isError) return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  const run = query.data.run;
  return <div className="flex flex-col gap-6">{run?.status === 'on' ? <RunStatus eventId={event.id} run={run} receivedAt={query.dataUpdatedAt} /> : <StartForm eventId={event.id} last={run} />}</div>;
}

function RunStatus({ eventId, run, receivedAt }: { eventId: string; run: RoundsRun; receivedAt: number }) {
  const { t } = useTranslation('rounds');
  const move = useMoveRounds(eventId);
  const [confirming, setConfirming] = useState(false);
  const left = useCountdown(run.roundEndsAt, run.now, receivedAt);
  const act = async (action: 'next' | 'stop') => {
    try {
      await move.mutateAsync(action === 'next' ? { action, from: run.round } : { action });
      notifySuccess(action === 'next' ? t('panel.moved') : t('panel.stopped'));
      setConfirming(false);
    } catch (error) {
      notifyError(errorText(error));
    }
  };
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="rounds-status">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold text-fg" data-testid="organiser-round-of">
          {t('screen.roundOf', { round: run.round, rounds: run.rounds })}
        </h2>
        {left !== undefined ? <p className="text-lg font-bold text-primary-700 tabular-nums">{t('panel.left', { time: minutesAndSeconds(left) })}</p> : null}
      </div>
      <p className="text-fg">{run.groupName ? t('panel.forGroup', { name: run.groupName }) : t('panel.forEvent')}</p>
      <p className="text-fg-muted" data-testid="rounds-seated">
        {t('panel.seated', { count: run.seated, tables: run.tables, minutes: run.minutes })}
        {run.away ? ` ${t('panel.away', { count: run.away })}` : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        {run.round < run.rounds ? (
          <Button onClick={() => void act('next')} loading={move.isPending && move.variables?.action === 'next'}>
            {t('panel.next')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('panel.stop')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('panel.stopTitle')}
        description={t('panel.stopText')}
        confirmLabel={t('panel.stopConfirm')}
        cancelLabel={t('panel.keep')}
        pending={move.isPending}
        onConfirm={() => act('stop')}
      />
    </Card>
  );
}

function StartForm({ eventId, last }: { eventId: string; last: RoundsRun | null }) {
  const { t } = useTranslation('rounds');
  const move = useMoveRounds(eventId);
  const groups = useInfiniteQuery(companyGroupsQueryOptions(eventId, { status: 'active' }));
  // Every active group is a choice: the pages load one after another (a few at most at an event).
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = groups;
  const pages = groups.data?.pages.length ?? 0;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && pages < 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pages]);
  const [form, setForm] = useState({ rounds: String(ROUNDS.defaults.rounds), minutes: String(ROUNDS.defaults.minutes), tableSize: String(ROUNDS.defaults.tableSize), groupId: '' });
  const [issues, setIssues] = useState<Partial<Record<Field | 'form', string>>>({});
  const set = (field: Field) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const whole = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : Number.NaN);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setIssues({});
    try {
      await move.mutateAsync({ action: 'start', input: { rounds: whole(form.rounds), minutes: whole(form.minutes), tableSize: whole(form.tableSize), groupId: form.groupId || null } });
      notifySuccess(t('panel.started'));
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        const named: Partial<Record<Field | 'form', string>> = {};
        for (const i of error.issues) named[(i.field as Field) || 'form'] ??= issueText(i.key, i.message);
        setIssues(named);
      } else setIssues({ form: errorText(error) });
    }
  };
  const groupList = groups.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{t('panel.title')}</h2>
        <p className="text-fg-muted">{t('panel.intro')}</p>
      </div>
      {last ? <p className="text-sm text-fg-muted">{t(last.status === 'stopped' ? 'panel.lastStopped' : 'panel.lastFinished', { rounds: last.round })}</p> : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {issues.form ? <Alert>{issues.form}</Alert> : null}
        <FormField label={t('panel.who')} error={issues.groupId}>
          <select className={selectClasses} value={form.groupId} onChange={set('groupId')}>
            <option value="">{t('panel.wholeEvent')}</option>
            {groupList.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('panel.rounds')} error={issues.rounds} description={t('panel.roundsHint')}>
            <Input inputMode="numeric" value={form.rounds} onChange={set('rounds')} />
          </FormField>
          <FormField label={t('panel.minutes')} error={issues.minutes} description={t('panel.minutesHint')}>
            <Input inputMode="numeric" value={form.minutes} onChange={set('minutes')} />
          </FormField>
          <FormField label={t('panel.tableSize')} error={issues.tableSize} description={t('panel.tableSizeHint')}>
            <Input inputMode="numeric" value={form.tableSize} onChange={set('tableSize')} />
          </FormField>
        </div>
        <Button type="submit" loading={move.isPending} className="self-start">
          {t('panel.start')}
        </Button>
      </form>
    </Card>
  );
}
