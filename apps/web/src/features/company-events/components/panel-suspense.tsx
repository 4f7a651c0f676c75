import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A panel waits for its own code and texts here: suspending up at the route would hide the whole
 * page, tab list included, and the keyboard focus on the tab just chosen would be lost.
 */
export function PanelSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
