import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EventCardLink } from '@/components/event-card-link';

/** The way to my pass from the event home and My QR. */
export function PassLink({ slug }: { slug: string }) {
  const { t } = useTranslation('door');
  return <EventCardLink to="/events/$slug/pass" slug={slug} icon={Ticket} tone="bg-primary-50 text-primary-600" title={t('link.title')} text={t('link.text')} testId="pass-link" />;
}
