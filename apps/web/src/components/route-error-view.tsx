import { Link, SearchParamError, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CloudAlert, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { reloadOnceForModuleError, shouldReloadForModuleError } from '@/lib/chunk-reload';
import { errorText, issueText } from '@/lib/error-text';
import { translateKey } from '@/lib/translate';
import { MessageView } from './message-view';
import { PagePending } from './page-pending';
import { Button, buttonClasses } from './ui/button';

interface SearchIssue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function searchIssues(error: SearchParamError): SearchIssue[] {
  const cause = error.cause as { issues?: SearchIssue[] } | undefined;
  return Array.isArray(cause?.issues) ? cause.issues : [];
}

/** A route failure shows a generic error view with the message. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const reloading = shouldReloadForModuleError(error);

  useEffect(() => {
    reloadOnceForModuleError(error);
  }, [error]);

  if (reloading) return <PagePending label={t('reloading')} />;

  const home = (variant: 'primary' | 'secondary') => (
    <Link to="/" className={buttonClasses({ variant })}>
      {t('error.home')}
    </Link>
  );

  if (error instanceof SearchParamError) {
    const issues = searchIssues(error);
    return (
      <MessageView page icon={Link2Off} title={t('error.linkTitle')} description={t('error.linkDescription')} action={home('primary')}>
        {issues.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 rounded-lg bg-neutral-50 p-4 text-sm text-fg-muted">
            {issues.map((issue, index) => {
              const first = issue.path?.[0];
              const field = String(typeof first === 'object' && first !== null ? first.key : (first ?? ''));
              return (
                <li key={`${field}-${index}`}>
                  <span className="font-semibold text-fg">{translateKey(`common:fields.${field}`, { defaultValue: field })}:</span> {issueText(issue.message)}
                </li>
              );
            })}
          </ul>
        ) : null}
      </MessageView>
    );
  }

  const message = error instanceof ApiError ? errorText(error) : (error instanceof Error && error.message) || translateKey('errors:unknown');
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  const actions = (
    <>
      <Button onClick={retry}>{t('actions.tryAgain')}</Button>
      {home('secondary')}
    </>
  );
  return (
    <MessageView page icon={CloudAlert} title={t('error.title')} description={t('error.description')} action={actions}>
      <div className="mt-2 rounded-lg bg-neutral-50 p-4 text-sm">
        <p className="font-semibold text-fg">{t('error.details')}</p>
        <p className="mt-1 break-words text-fg-muted" data-testid="route-error-message">
          {message}
        </p>
      </div>
    </MessageView>
  );
}
