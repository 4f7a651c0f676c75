import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';

const GroupInsightsCharts = lazy(() => import('./group-insights').then((m) => ({ default: m.GroupInsights })));

/** The group's insights tab: its charts library loads when the tab opens, not with the group (decision 014). */
export function LazyGroupInsights(props: ComponentProps<typeof GroupInsightsCharts>) {
  const { t } = useTranslation('groups');
  return (
    <Suspense fallback={<LoadingBlocks label={t('insights.loading')} className="grid gap-3" blocks={['h-20 w-full', 'h-48 w-full', 'h-48 w-full']} />}>
      <GroupInsightsCharts {...props} />
    </Suspense>
  );
}
