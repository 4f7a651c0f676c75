import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * "You're offline; we'll send it when you're back": under a choice made while offline (see
 * lib/send-when-online); give the pending control `aria-describedby` its `id`. Renders nothing
 * while `waiting` is false.
 */
export function WaitingForNetwork({ waiting, id, className }: { waiting: boolean; id?: string; className?: string }) {
  const { t } = useTranslation('common');
  if (!waiting) return null;
  return (
    <p id={id} role="status" className={cn('flex items-center gap-2 text-sm font-semibold text-warning-700', className)}>
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.waiting')}
    </p>
  );
}
