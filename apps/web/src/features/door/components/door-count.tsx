import type { DoorKeys } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

/** "12 of 40 checked in" (and what waits to be sent from this device). */
export function DoorCount({ keys, waiting }: { keys: DoorKeys | null; waiting: number }) {
  const { t } = useTranslation('door');
  if (!keys) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="door-count">
      <p className="text-base font-semibold text-fg">{t('count.value', { count: keys.checkedInCount, joined: keys.joinedCount })}</p>
      <Progress value={keys.checkedInCount} max={keys.joinedCount} label={t('count.label')} />
      {waiting ? (
        <p role="status" className="text-sm font-medium text-warning-700">
          {t('count.waiting', { count: waiting })}
        </p>
      ) : null}
    </div>
  );
}
