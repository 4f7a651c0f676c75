import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';

/** The connection (and so its chat) no longer exists: removed by either person. */
export const isGone = (error: unknown) => isApiError(error) && error.code === 404;

/** A read that failed, with "Try again". */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('connections');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  );
}
