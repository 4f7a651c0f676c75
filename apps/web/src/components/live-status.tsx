import { ArrowDown, ArrowUp, Radio, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStatus } from '@/lib/realtime';
import { cn } from '@/lib/cn';
import { useOffline } from '@/lib/use-offline';

/** Connected / reconnecting / offline, for a live board or chat. */
export function LiveStatus({ status, className }: { status: RealtimeStatus; className?: string }) {
  const { t } = useTranslation('common');
  const state = useOffline() ? 'offline' : status === 'open' ? 'connected' : status === 'connecting' ? 'connecting' : 'reconnecting';
  const Icon = state === 'connected' ? Radio : WifiOff;
  return (
    <p
      role="status"
      data-live-state={state}
      className={cn(
        'flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-sm font-semibold',
        state === 'connected' ? 'bg-success-50 text-success-700' : 'bg-warning-50 text-warning-700',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`live.${state}`)}
    </p>
  );
}

/** "3 new messages": shown while the newest end of a list is scrolled out of view. */
export function NewMessagesButton({ count, direction, onClick }: { count: number; direction: 'up' | 'down'; onClick: () => void }) {
  const { t } = useTranslation('common');
  if (count === 0) return null;
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'fixed left-1/2 z-30 flex min-h-touch -translate-x-1/2 items-center gap-2 rounded-full bg-primary-600 px-4 text-sm font-semibold text-white shadow-card',
        direction === 'up' ? 'top-20' : 'bottom-[calc(9rem+env(safe-area-inset-bottom))]',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t('live.newMessages', { count })}
    </button>
  );
}
