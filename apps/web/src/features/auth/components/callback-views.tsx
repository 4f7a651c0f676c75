import { Link } from '@tanstack/react-router';
import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/layout/centered-page';
import { MessageView } from '@/components/message-view';
import { PagePending } from '@/components/page-pending';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /auth/callback while the link is checked. */
export function CallbackPending() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('callback.documentTitle'));
  return (
    <CenteredPage>
      <PagePending label={t('callback.pending')} />
    </CenteredPage>
  );
}

/** Thrown by the callback loader when the link lacks its email or code. */
export class IncompleteCallbackLink extends Error {}

/** /auth/callback when the link failed (wrong, used or expired code). */
export function CallbackError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  const detail = error instanceof IncompleteCallbackLink ? t('callback.missing') : error instanceof ApiError ? errorText(error) : undefined;
  const logIn = (
    <Link to="/login" className={buttonClasses()}>
      {t('callback.logIn')}
    </Link>
  );
  return (
    <MessageView page icon={Link2Off} title={t('callback.errorTitle')} description={t('callback.errorDescription')} action={logIn}>
      {detail ? (
        <p role="alert" className="mt-2 rounded-lg bg-danger-50 p-4 text-center text-sm font-medium text-danger-700">
          {detail}
        </p>
      ) : null}
    </MessageView>
  );
}
