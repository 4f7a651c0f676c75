import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CenteredPage } from './layout/centered-page';
import { buttonClasses } from './ui/button';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';

/** Spec 2: unknown routes show a generic not-found view. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <CenteredPage>
      <Card>
        <EmptyState
          as="h1"
          icon={Compass}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            <Link to="/" className={buttonClasses()}>
              {t('notFound.action')}
            </Link>
          }
        />
      </Card>
    </CenteredPage>
  );
}
