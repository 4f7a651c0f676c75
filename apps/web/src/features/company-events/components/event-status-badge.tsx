import type { CompanyEvent } from '@mingle/contracts';
import { signUpState } from '@mingle/contracts/event-lifecycle';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { EventPhaseBadge } from './event-phase-badge';

type Lifecycle = Pick<CompanyEvent, 'status' | 'registrationOpen' | 'registrationClosesAt' | 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'timeZone'>;

/** Where the event is in its life: draft, cancelled, archived, else its phase and, if so, "Registration closed". */
export function EventStatusBadge({ event }: { event: Lifecycle }) {
  const { t } = useTranslation('companyEvents');
  if (event.status === 'draft') return <Badge tone="warning">{t('status.draft')}</Badge>;
  if (event.status === 'cancelled') return <Badge tone="neutral">{t('status.cancelled')}</Badge>;
  if (event.status === 'archived') return <Badge tone="neutral">{t('status.archived')}</Badge>;
  const closed = signUpState(event) === 'closed';
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <EventPhaseBadge event={event} />
      {closed ? <Badge tone="neutral">{t('status.closed')}</Badge> : null}
    </span>
  );
}
