import { Link, SearchParamError, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CloudAlert, Link2Off } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { reloadOnceForModuleError, shouldReloadForModuleError } from '@/lib/chunk-reload';
import { errorText, issueText } from '@/lib/error-text';
import { translateKey } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CenteredPage } from './layout/centered-page';
import { PagePending } from './page-pending';
import { Button, buttonClasses } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

interface SearchIssue {
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function searchIssues(error: SearchParamError): SearchIssue[] {
  const cause = error.cause as { issues?: SearchIssue[] } | undefined;
  return Array.isArray(cause?.issues) ? cause.issues : [];
}

/** Spec 2: a route failure shows a generic error view with the message. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const reloading = shouldReloadForModuleError(error);
  useDocumentTitle(error instanceof SearchParamError ? t('error.linkTitle') : t('error.title'));

  useEffect(() => {
    reloadOnceForModuleError(error);
  }, [error]);

  if (reloading) return <PagePending label={t('reloading')} />;

  if (error instanceof SearchParamError) {
    const issues = searchIssues(error);
    return (
      <CenteredPage>
        <Card>
          <EmptyState
            as="h1"
            icon={Link2Off}
            title={t('error.linkTitle')}
            description={t('error.linkDescription')}
            action={
              <Link to="/" className={buttonClasses()}>
                {t('error.home')}
              </Link>
            }
          />
          {issues.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1 rounded-lg bg-neutral-50 p-4 text-sm text-fg-muted">
              {issues.map((issue, index) => {
                const first = issue.path?.[0];
                const field = String(typeof first === 'object' && first !== null ? first.key : (first ?? ''));
                return (
                  <li key={`${field}-${index}`}>
                    <span className="font-semibold text-fg">{translateKey(`common:fields.${field}`, { defaultValue: field })}:</span>{' '}
                    {issueText(issue.message)}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </Card>
      </CenteredPage>
    );
  }

  const message = error instanceof ApiError ? errorText(error) : (error instanceof Error && error.message) || translateKey('errors:unknown');
  return (
    <CenteredPage>
      <Card>
        <EmptyState
          as="h1"
          icon={CloudAlert}
          title={t('error.title')}
          description={t('error.description')}
          action={
            <>
              <Button
                onClick={() => {
                  queryReset.reset();
                  reset();
                  void router.invalidate();
                }}
              >
                {t('actions.tryAgain')}
              </Button>
              <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
                {t('error.home')}
              </Link>
            </>
          }
        />
        <div className="mt-2 rounded-lg bg-neutral-50 p-4 text-sm">
          <p className="font-semibold text-fg">{t('error.details')}</p>
          <p className="mt-1 break-words text-fg-muted" data-testid="route-error-message">
            {message}
          </p>
        </div>
      </Card>
    </CenteredPage>
  );
}
