import { Link, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RouteErrorView } from '@/components/route-error-view';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

function EventNotFound() {
  const { t } = useTranslation('companyEvents');
  useDocumentTitle(t('notFound.title'));
  const { slug } = useParams({ strict: false });
  return (
    <Card>
      <EmptyState
        as="h1"
        icon={CalendarX2}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          slug ? (
            <Link to="/$slug/events" params={{ slug }} className={buttonClasses()}>
              {t('notFound.back')}
            </Link>
          ) : null
        }
      />
    </Card>
  );
}

/** Event pages: another company's (or no) event reads as "not found" inside the console; anything else is the generic error view. */
export function EventRouteError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 404) return <EventNotFound />;
  return <RouteErrorView {...props} />;
}
