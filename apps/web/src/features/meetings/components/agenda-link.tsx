import { CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EventCardLink } from '@/components/event-card-link';

/** The way to My agenda from the event home, like the pass. */
export function AgendaLink({ slug }: { slug: string }) {
  const { t } = useTranslation('meetings');
  return <EventCardLink to="/events/$slug/agenda" slug={slug} icon={CalendarRange} tone="bg-accent-50 text-accent-700" title={t('link.title')} text={t('link.text')} testId="agenda-link" />;
}
