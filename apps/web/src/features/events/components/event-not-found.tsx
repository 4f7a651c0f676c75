import { Link } from '@tanstack/react-router';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '@/components/layout/centered-page';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/lib/use-document-title';

/** An unknown (or removed) event slug: say so plainly and offer a way on. */
export function EventNotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('attendee');
  useDocumentTitle(t('notFound.title'));
  return (
    <CenteredPage>
      <Card>
        <EmptyState
          as="h1"
          icon={CalendarX2}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={
            signedIn ? (
              <Link to="/events/me" className={buttonClasses()}>
                {t('notFound.myEvents')}
              </Link>
            ) : (
              <Link to="/" className={buttonClasses()}>
                {t('notFound.home')}
              </Link>
            )
          }
        />
      </Card>
    </CenteredPage>
  );
}
