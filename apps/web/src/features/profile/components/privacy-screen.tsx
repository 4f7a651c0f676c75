import { PROFILE_FIELDS, AUDIENCES, type Audience, type PrivacySettings, type ProfileField } from '@mingle/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioChip, RadioGroup } from '@/components/ui/radio-group';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSavePrivacy } from '../api/privacy';
import { EmailSharingCard } from './email-sharing-card';

/**
 * /events/{slug}/profile/privacy: who sees each part of my profile (everyone at the event, my
 * connections, only me), and whether I'm listed in the attendee directory. My name always shows.
 */
export function PrivacyScreen({ slug, settings }: { slug: string; settings: PrivacySettings }) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('privacy.documentTitle'));
  const [draft, setDraft] = useState(settings);
  const save = useSavePrivacy(slug);
  const changed = JSON.stringify(draft) !== JSON.stringify(save.data ?? settings);
  const setField = (field: ProfileField, audience: Audience) => setDraft((d) => ({ ...d, visibility: { ...d.visibility, [field]: audience } }));

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <BackLink to="/events/$slug/profile" params={{ slug }}>
        {t('privacy.back')}
      </BackLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('privacy.title')}</h1>
        <p className="text-base text-fg-muted">{t('privacy.description')}</p>
      </header>

      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-card">
        {PROFILE_FIELDS.map((field) => (
          <fieldset key={field} className="flex flex-col gap-2">
            <legend id={`privacy-${field}`} className="mb-2 text-base font-bold text-fg">
              {t(`privacy.fields.${field}`)}
            </legend>
            <RadioGroup aria-labelledby={`privacy-${field}`} value={draft.visibility[field]} onValueChange={(v) => setField(field, v as Audience)}>
              {AUDIENCES.map((audience) => (
                <RadioChip key={audience} value={audience}>
                  {t(`privacy.audiences.${audience}`)}
                </RadioChip>
              ))}
            </RadioGroup>
          </fieldset>
        ))}
      </div>

      <label className="flex min-h-touch cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card">
        <Checkbox className="mt-0.5" checked={draft.hiddenFromDirectory} onCheckedChange={(v) => setDraft((d) => ({ ...d, hiddenFromDirectory: v === true }))} />
        <span className="flex flex-col gap-1">
          <span className="text-base font-bold text-fg">{t('privacy.hide')}</span>
          <span className="text-sm text-fg-muted">{t('privacy.hideHint')}</span>
        </span>
      </label>

      {save.isError ? <Alert>{errorText(save.error)}</Alert> : null}
      {save.isSuccess && !changed ? <Alert tone="success">{t('privacy.saved')}</Alert> : null}
      <Button type="submit" size="lg" loading={save.isPending} disabled={!changed}>
        {t('privacy.save')}
      </Button>
      {/* Saved as it is switched, apart from the form above. */}
      <EmailSharingCard slug={slug} />
    </form>
  );
}
