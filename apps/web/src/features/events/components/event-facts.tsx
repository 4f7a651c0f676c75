import type { PublicEvent } from '@mingle/contracts';
import { CalendarDays, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDayRange, useEventClock } from '@/lib/dates';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center text-primary-600">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

interface EventFactsProps {
  event: PublicEvent;
  /** Also say who hosts it (the join page). */
  showHost?: boolean;
  className?: string;
}

/** When, where and (optionally) who: the event's key facts as a short list. */
export function EventFacts({ event, showHost = false, className }: EventFactsProps) {
  const { t, i18n } = useTranslation('attendee');
  const clock = useEventClock();
  const where = event.locationTbd || !event.location ? t('event.locationTbd') : event.location;
  // The hours on the event's clock with its zone named; the first paint writes the same (decision 036).
  const hours = clock.hours(event);
  return (
    <ul className={cn('flex flex-col gap-2 text-base text-fg', className)}>
      <Fact icon={<CalendarDays className="size-5" />}>
        <span className="sr-only">{t('event.when')} </span>
        {formatDayRange(event.startDate, event.endDate, i18n.resolvedLanguage ?? i18n.language)}
        {hours ? <span className="block">{hours}</span> : null}
      </Fact>
      <Fact icon={<MapPin className="size-5" />}>
        <span className="sr-only">{t('event.where')} </span>
        {where}
      </Fact>
      {showHost ? <Fact icon={<UserRound className="size-5" />}>{t('event.hostedBy', { name: event.companyName })}</Fact> : null}
    </ul>
  );
}
