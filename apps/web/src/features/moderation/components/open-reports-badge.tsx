import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useOpenReportCount } from '../api/get-open-reports';

/**
 * The number of open reports, beside the console's Events link or an event's Reports tab; nothing
 * when none wait. Screen readers hear "3 open reports".
 */
export function OpenReportsBadge({ eventId, className }: { eventId?: string; className?: string }) {
  const { t } = useTranslation('moderation');
  const count = useOpenReportCount(eventId);
  if (!count) return null;
  return (
    <span className={cn('ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs leading-6 font-bold text-white', className)}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('openCount', { count })}</span>
    </span>
  );
}
