import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';

/** A console page while it loads: a header line and a card's worth of grey blocks. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
