import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** A list or panel that could not load: what happened, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
