import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, TriangleAlert, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { doorQueryKey, undoCheckIn } from '../api/door';
import { clock } from '../lib/clock';
import type { DoorOutcome } from './use-check-in';

/** The big answer at the door: who it is, and whether they are in now or were already. */
export function DoorOutcomePanel({ eventId, timeZone, outcome, onUndone }: { eventId: string; timeZone: string; outcome: DoorOutcome; onUndone: () => void }) {
  const { t } = useTranslation('door');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const undo = useMutation({
    mutationFn: (userId: string) => undoCheckIn(eventId, userId),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: doorQueryKey(eventId) });
      onUndone();
    },
  });

  if (outcome.kind === 'refused') return <Alert>{t(`refused.${outcome.reason}`)}</Alert>;
  if (outcome.kind === 'error') return <Alert>{outcome.message}</Alert>;
  if (outcome.kind === 'noAnswer') return <Alert>{t('outcome.noAnswer')}</Alert>;
  if (outcome.kind === 'queued') return <Alert tone="success">{t('outcome.queued')}</Alert>;
  if (outcome.kind === 'queuedAgain') return <Alert tone="warning">{t('outcome.queuedAgain', { time: clock(outcome.at, timeZone) })}</Alert>;

  const { result } = outcome;
  const fresh = outcome.kind === 'checkedIn';
  const Icon = fresh ? CircleCheck : TriangleAlert;
  return (
    <section
      aria-labelledby="door-person"
      data-testid="door-outcome"
      className={cn('flex flex-col gap-4 rounded-2xl border p-5 sm:flex-row sm:items-center', fresh ? 'border-success-600/30 bg-success-50' : 'border-warning-600/30 bg-warning-50')}
    >
      <Avatar name={result.person.name} src={result.person.photoUrl} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="door-person" className="text-2xl font-bold break-words text-fg">
          {result.person.name}
        </h2>
        <p className={cn('flex items-center gap-2 text-base font-semibold', fresh ? 'text-success-700' : 'text-warning-700')}>
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {fresh
            ? t('outcome.checkedIn', { time: clock(result.checkedInAt, timeZone) })
            : result.checkedInBy
              ? t('outcome.alreadyBy', { time: clock(result.alreadyCheckedInAt!, timeZone), by: result.checkedInBy })
              : t('outcome.already', { time: clock(result.alreadyCheckedInAt!, timeZone) })}
        </p>
        {!fresh && result.otherDevice ? (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <Clock aria-hidden="true" className="size-4" />
            {t('outcome.otherDevice')}
          </p>
        ) : null}
        {undo.isError ? <p className="text-sm font-medium text-danger-700">{errorText(undo.error)}</p> : null}
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Undo2 aria-hidden="true" className="size-4.5" />
        {t('outcome.undo')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('outcome.undoTitle', { name: result.person.name })}
        description={t('outcome.undoDescription')}
        confirmLabel={t('outcome.undoConfirm')}
        cancelLabel={t('outcome.keep')}
        pending={undo.isPending}
        onConfirm={() => undo.mutate(result.person.userId)}
      />
    </section>
  );
}
