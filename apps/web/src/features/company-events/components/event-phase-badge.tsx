import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { eventPhase } from '@/lib/dates';

const TONE = { upcoming: 'accent', live: 'success', past: 'neutral' } as const;

/** Upcoming, happening now or ended, judged by today in the event's own zone. */
export function EventPhaseBadge({ startDate, endDate, timeZone }: { startDate: string; endDate: string; timeZone: string }) {
  const { t } = useTranslation('companyEvents');
  const phase = eventPhase({ startDate, endDate, timeZone });
  return <Badge tone={TONE[phase]}>{t(`phase.${phase}`)}</Badge>;
}
