import type { EventInsights } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatRate } from '../lib/format';
import { MetricTitle } from './info-tip';

/** At the door (decision 038): the show rate, and check-ins hour by hour on the event's clock. */
export function DoorInsights({ data }: { data: EventInsights }) {
  const { t, i18n } = useTranslation('insights');
  const checkedIn = data.checkedIn ?? 0;
  const hours = data.checkInsOverTime ?? [];
  const most = Math.max(1, ...hours.map((h) => h.count));
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="flex flex-col gap-2 p-5 sm:p-6" data-testid="metric-show-rate">
        <MetricTitle title={t('event.door.title')} help={t('event.door.help')} />
        <div className="text-2xl font-bold tracking-tight text-fg tabular-nums">{formatRate(data.showRate ?? null, i18n.resolvedLanguage) ?? '–'}</div>
        <Progress value={checkedIn} max={data.joined} label={t('event.door.title')} />
        <p className="text-sm text-fg-muted">{t('event.door.ofJoined', { count: checkedIn, joined: data.joined })}</p>
      </Card>
      <Card className="flex min-w-0 flex-col gap-3 p-5 sm:p-6">
        <MetricTitle title={t('event.door.hoursTitle')} help={t('event.door.hoursHelp')} />
        {hours.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('event.door.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5" aria-label={t('event.door.hoursTitle')} data-testid="check-ins-over-time">
            {hours.map((h) => (
              <li key={h.hour} className="grid grid-cols-[7.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
                <span className="text-fg-muted tabular-nums">{h.hour}</span>
                <span aria-hidden="true" className="h-3 rounded-full bg-primary-600" style={{ width: `${(h.count / most) * 100}%` }} />
                <span className="text-right font-semibold text-fg tabular-nums">{t('event.door.count', { count: h.count })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
