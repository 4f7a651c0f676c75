import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { applyUpdate, updateReady } from '@/lib/service-worker';
import { useOutboxItems } from '@/lib/outbox';
import { useStore } from '@/lib/store';
import { useOffline } from '@/lib/use-offline';

/** Changes kept in the outbox until the network is back (lib/outbox.ts): posts, messages, joins, answers. */
function useWaitingChanges(): number {
  return useOutboxItems().filter((item) => item.state !== 'failed').length;
}

/**
 * Above every screen, in the page's flow (never over the bottom navigation): the offline notice
 * and the new-version prompt (decision 023). The live region is always there, so screen readers
 * announce the notice when it appears.
 */
export function AppStatus() {
  const { t } = useTranslation('common');
  const offline = useOffline();
  const waitingChanges = useWaitingChanges();
  const update = useStore(updateReady);
  return (
    <>
      <div role="status" className="empty:hidden">
        {offline ? (
          <p className="flex items-start justify-center gap-2 bg-neutral-800 px-4 py-2 text-sm font-semibold text-white" data-testid="offline-banner">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('offline.banner')}
              {waitingChanges > 0 ? ` ${t('offline.waitingChanges', { count: waitingChanges })}` : null}
            </span>
          </p>
        ) : null}
      </div>
      {update ? (
        <div role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-accent-50 px-4 py-2 text-sm font-semibold text-accent-800">
          <span>{t('update.ready')}</span>
          <Button size="inline" variant="link" onClick={() => applyUpdate()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('update.reload')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
