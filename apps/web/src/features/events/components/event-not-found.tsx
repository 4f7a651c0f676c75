import { Link } from '@tanstack/react-router';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageView } from '@/components/message-view';
import { buttonClasses } from '@/components/ui/button';

/** An unknown (or removed) event slug: say so plainly and offer a way on. */
export function EventNotFound({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('attendee');
  const wayOn = signedIn ? (
    <Link to="/events/me" className={buttonClasses()}>
      {t('notFound.myEvents')}
    </Link>
  ) : (
    <Link to="/" className={buttonClasses()}>
      {t('notFound.home')}
    </Link>
  );
  return <MessageView page icon={CalendarX2} title={t('notFound.title')} description={t('notFound.description')} action={wayOn} />;
}
