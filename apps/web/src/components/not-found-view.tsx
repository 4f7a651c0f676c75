import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageView } from './message-view';
import { buttonClasses } from './ui/button';

/** Unknown routes show a generic not-found view. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  const home = (
    <Link to="/" className={buttonClasses()}>
      {t('notFound.action')}
    </Link>
  );
  return <MessageView page icon={Compass} title={t('notFound.title')} description={t('notFound.description')} action={home} />;
}
