import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { EventClock } from '@mingle/contracts/event-lifecycle';
import { eventPhase } from '@/lib/dates';

const TONE = { upcoming: 'accent', live: 'success', past: 'neutral' } as const;

/** Upcoming, happening now or ended, judged on the event's own wall clock (its hours when it has them). */
export function EventPhaseBadge({ event }: { event: EventClock }) {
  const { t } = useTranslation('companyEvents');
  const phase = eventPhase(event);
  return <Badge tone={TONE[phase]}>{t(`phase.${phase}`)}</Badge>;
}
