import type { Category, IntentOption, Profile } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { issueText } from '@/lib/error-text';
import { BOTTOM_BAR, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSaveEventProfile } from '../api/save-event-profile';
import { initialProfileValues, placesOf, profileIssues } from '../utils/profile-form';
import { PlaceLabelsProvider } from './place-labels';
import { ProfileFormProvider, useProfileForm, useProfileFormTools } from './profile-form-context';
import { AboutFields, IntentsField } from './about-fields';
import { PhotoField } from './photo-field';
import { DetailsSection, InterestsSection, KeepForFutureField, QuestionsSection } from './profile-sections';

interface ProfileEditScreenProps {
  slug: string;
  profile: Profile;
  categories: readonly Category[];
  intentOptions: readonly IntentOption[];
}

/** /events/{slug}/profile/edit: every answer of the setup on one page, with the same rules. */
export function ProfileEditScreen(props: ProfileEditScreenProps) {
  const [initial] = useState(() => initialProfileValues(props.profile));
  const tools = useProfileForm(initial);
  return (
    <PlaceLabelsProvider initial={placesOf(props.profile)}>
      <ProfileFormProvider tools={tools}>
        <EditForm {...props} />
      </ProfileFormProvider>
    </PlaceLabelsProvider>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-bold text-fg">
          {title}
        </h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function EditForm({ slug, profile, categories, intentOptions }: ProfileEditScreenProps) {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('edit.documentTitle'));
  const navigate = useNavigate();
  const { form } = useProfileFormTools();
  const save = useSaveEventProfile(slug);
  const [formError, setFormError] = useState<string>();
  const [photoUrl, setPhotoUrl] = useState(profile.photoUrl);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('edit.saved'));
      await navigate({ to: '/events/$slug/profile', params: { slug } });
    } catch (error) {
      const issues = isApiError(error) ? profileIssues(error.issues) : [];
      if (issues.length > 0) {
        issues.forEach(({ field, issue }, i) => form.setError(field, { type: 'server', message: issueText(issue.key, issue.message) }, { shouldFocus: i === 0 }));
        return;
      }
      if (isApiError(error) && error.code < 500) setFormError(errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('edit.title')}</h1>
        <p className="text-base text-fg-muted">{t('edit.description')}</p>
      </header>
      {formError ? <Alert>{formError}</Alert> : null}
      <Section id="edit-about" title={t('summary.about')}>
        <PhotoField url={photoUrl} onUrlChange={setPhotoUrl} />
        <DetailsSection />
      </Section>
      <Section id="edit-work" title={t('about.title')} description={t('about.description')}>
        <IntentsField options={intentOptions} />
        <AboutFields />
      </Section>
      <Section id="edit-interests" title={t('summary.interests')}>
        <InterestsSection categories={categories} headingLevel="h3" />
      </Section>
      <Section id="edit-places" title={t('edit.places')} description={t('setup.steps.questions.description')}>
        <QuestionsSection />
      </Section>
      <KeepForFutureField />
      <div {...BOTTOM_BAR} className="sticky bottom-0 -mx-4 border-t border-border bg-bg/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <div className="flex gap-3">
          <Link to="/events/$slug/profile" params={{ slug }} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('edit.cancel')}
          </Link>
          <Button type="submit" size="lg" className="flex-1" loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
