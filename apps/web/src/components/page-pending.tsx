import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';

/** Shown while a route loads. */
export function PagePending({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60dvh] items-center justify-center text-primary-600">
      <Spinner label={label ?? t('loading')} className="size-8" />
    </div>
  );
}

/** Shown before translations arrive, so it has no text of its own. */
export function BootSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary-600" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  );
}
