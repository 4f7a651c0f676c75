import type { SpreadInsights as Spread } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatRate } from '../lib/format';
import { MetricTitle } from './info-tip';

/** The Gini read in words, as for meetings: even, uneven, concentrated. */
const spreadOf = (gini: number) => (gini < 0.35 ? 'even' : gini < 0.65 ? 'uneven' : 'concentrated');

/**
 * How evenly People to meet spreads attention (decision 043): the Gini of suggestions (counted when
 * served) and of meeting requests received, next to the meetings. Counts only, never names.
 */
export function SpreadInsights({ data }: { data: Spread }) {
  const { t, i18n } = useTranslation('insights');
  const rows = [
    ['suggestions', data.suggestionsGini],
    ['requests', data.requestsGini],
  ] as const;
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="spread-insights">
      <MetricTitle title={t('event.spread.title')} help={t('event.spread.help')} />
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([key, gini]) => (
          <div key={key} className="flex flex-col">
            <dt className="text-sm text-fg-muted">{t(`event.spread.${key}`)}</dt>
            {/* Nothing to measure yet reads as a quiet line, not a figure. */}
            <dd className={gini === null ? 'pt-1 text-base text-fg-muted' : 'text-2xl font-bold tracking-tight text-fg tabular-nums'} data-testid={`spread-${key}`}>
              {gini === null ? t('event.spread.nothingYet') : gini.toFixed(2)}
            </dd>
            {gini === null ? null : <dd className="text-sm text-fg-muted">{t(`event.spread.read.${spreadOf(gini)}`)}</dd>}
          </div>
        ))}
      </dl>
      <p className="text-sm text-fg-muted" data-testid="spread-suggested-share">
        {t('event.spread.suggestedShare', { rate: formatRate(data.suggestedShare, i18n.resolvedLanguage) })}
      </p>
    </Card>
  );
}
