import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlocks } from '@/components/loading-blocks';

// What other features show of meetings loads with them, not with the event home that imports this
// feature's index for its agenda link (the screens parse answers with zod; decision 014).
const AskToMeetButton = lazy(() => import('./ask-to-meet').then((m) => ({ default: m.AskToMeet })));
const SettingsPanel = lazy(() => import('./meeting-settings-panel').then((m) => ({ default: m.MeetingSettingsPanel })));

export function AskToMeet(props: ComponentProps<typeof AskToMeetButton>) {
  return (
    <Suspense fallback={null}>
      <AskToMeetButton {...props} />
    </Suspense>
  );
}

export function MeetingSettingsPanel(props: ComponentProps<typeof SettingsPanel>) {
  const { t } = useTranslation('meetings');
  return (
    <Suspense fallback={<LoadingBlocks label={t('settings.loading')} className="flex flex-col gap-4" blocks={['h-40 rounded-2xl', 'h-56 rounded-2xl']} />}>
      <SettingsPanel {...props} />
    </Suspense>
  );
}
