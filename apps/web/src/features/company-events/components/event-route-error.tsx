import { Link, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageView } from '@/components/message-view';
import { RouteErrorView } from '@/components/route-error-view';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api';

function EventNotFound() {
  const { t } = useTranslation('companyEvents');
  const { slug } = useParams({ strict: false });
  const back = slug ? (
    <Link to="/$slug/events" params={{ slug }} className={buttonClasses()}>
      {t('notFound.back')}
    </Link>
  ) : null;
  return <MessageView icon={CalendarX2} title={t('notFound.title')} description={t('notFound.description')} action={back} />;
}

/** Event pages: another company's (or no) event reads as "not found" inside the console; anything else is the generic error view. */
export function EventRouteError(props: ErrorComponentProps) {
  if (isApiError(props.error) && props.error.code === 404) return <EventNotFound />;
  return <RouteErrorView {...props} />;
}
