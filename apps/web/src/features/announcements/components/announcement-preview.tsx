import type { AnnouncementInput, AnnouncementPreview } from '@mingle/contracts';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AnnouncementCard } from './announcement-card';

/** "Reaches 14 people in the app, 13 of them by mail": said under the audience as it is chosen. */
export function AudienceReach({ reach, loading }: { reach: AnnouncementPreview['audience'] | undefined; loading: boolean }) {
  const { t } = useTranslation('announcements');
  return <span aria-live="polite">{reach ? t('reach.line', { count: reach.inApp, mail: reach.mail }) : loading ? t('reach.counting') : null}</span>;
}

interface Props {
  event: { name: string };
  input: AnnouncementInput;
  preview: AnnouncementPreview;
  groupName: { name: string; icon: string } | null;
  testing: boolean;
  onTest: () => void;
}

/** The announcement as it will arrive: the mail as the server builds it, and the card in the app (decision 035). */
export function AnnouncementPreviewPanel({ input, preview, groupName, testing, onTest }: Props) {
  const { t } = useTranslation('announcements');
  return (
    <section aria-labelledby="announcement-preview-title" className="mt-5 flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="announcement-preview-title" className="text-base font-bold text-fg">
          {t('preview.title')}
        </h3>
        <Button variant="secondary" loading={testing} onClick={onTest}>
          {testing ? null : <Mail aria-hidden="true" className="size-4.5" />}
          {t('preview.test')}
        </Button>
      </div>
      <p className="text-sm text-fg-muted">{t('preview.testHint')}</p>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-fg-muted">{t('preview.inApp')}</h4>
        <AnnouncementCard
          id="preview"
          title={input.title}
          body={input.body}
          from={groupName ? t('pinned.fromOrganisersTo', { icon: groupName.icon, name: groupName.name }) : t('pinned.fromOrganisers')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-fg-muted">{t('preview.mail')}</h4>
        <figure aria-label={t('preview.mail')} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
          <p className="text-sm text-fg-muted">
            {t('preview.subject')} <span className="font-semibold text-fg">{preview.mail.subject}</span>
          </p>
          <pre data-testid="mail-preview-text" className="font-sans text-sm break-words whitespace-pre-wrap text-fg">
            {preview.mail.text}
          </pre>
        </figure>
      </div>
    </section>
  );
}
