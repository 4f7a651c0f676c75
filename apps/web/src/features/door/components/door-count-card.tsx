import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DoorOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CalloutCard } from '@/components/callout-card';
import { buttonClasses } from '@/components/ui/button';
import { doorKeysQueryOptions } from '../api/door';
import { DoorCount } from './door-count';

/** On the console's event page: the live count at the door and the way to the check-in screen. */
export function DoorCountCard({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('door');
  const keys = useQuery(doorKeysQueryOptions(eventId));
  return (
    <CalloutCard className="h-fit" icon={DoorOpen} title={t('card.title')} description={t('card.description')}>
      {keys.data ? <DoorCount keys={keys.data} waiting={0} /> : null}
      <Link to="/$slug/events/$id/check-in" params={{ slug, id: eventId }} className={buttonClasses({ fullWidth: true })}>
        {t('card.open')}
      </Link>
    </CalloutCard>
  );
}
