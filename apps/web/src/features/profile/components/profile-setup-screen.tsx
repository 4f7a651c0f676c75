import type { Category, IntentOption, KeptProfile } from '@mingle/contracts';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, HeartHandshake, PartyPopper, Sparkles, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { issueText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { BOTTOM_BAR, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { takePendingConnection } from '@/lib/way-in';
import { useSaveEventProfile } from '../api/save-event-profile';
import { initialProfileValues, placesOf, profileIssues, type ProfileField } from '../utils/profile-form';
import { firstStepOf, FORM_STEPS, INTRO_SLIDES, isFormStep, screenIndex, SETUP_SCREENS, STEP_FIELDS, type FormStep } from '../utils/setup-steps';
import { PlaceLabelsProvider } from './place-labels';
import { ProfileFormProvider, useProfileForm, useProfileFormTools } from './profile-form-context';
import { AboutFields, IntentsField } from './about-fields';
import { PhotoField } from './photo-field';
import { DetailsSection, InterestsSection, KeepForFutureField, QuestionsSection } from './profile-sections';
import { SetupSummary } from './setup-summary';
import { useKeepSetupDraft, useSetupDraft, type SetupDraftHandle } from './use-setup-draft';
import { EmailSharingCard } from './email-sharing-card';

interface ProfileSetupScreenProps {
  slug: string;
  /** Keys the draft kept for a reload (per user and event). */
  eventId: string;
  eventName: string;
  categories: readonly Category[];
  /** What the event offers to choose as intents. */
  intentOptions: readonly IntentOption[];
  /** The profile kept from an earlier event, which pre-fills this one. */
  savedProfile: KeptProfile | null;
  /** The `step` search param. */
  step?: string;
}

const INTRO_ICONS: LucideIcon[] = [PartyPopper, Sparkles, HeartHandshake];

/** History state key: the wizard screen a step was reached from. */
const CAME_FROM = 'profileSetupFrom';

/**
 * /events/{slug}/profile/setup: three intro slides, then interests, profile details, questions and
 * a conclusion. Each step is checked before moving on; going back keeps every answer (one form
 * for the whole wizard); the step is in the address so the phone's back button walks back too.
 */
export function ProfileSetupScreen(props: ProfileSetupScreenProps) {
  // A reload comes back to the answers so far (decision 013), over the kept profile's pre-fill.
  const draft = useSetupDraft(props.eventId);
  const [initial] = useState(() => draft.restore(initialProfileValues(props.savedProfile)));
  const tools = useProfileForm(initial);
  return (
    <PlaceLabelsProvider initial={[...placesOf(props.savedProfile), ...draft.places]}>
      <ProfileFormProvider tools={tools}>
        <SetupWizard {...props} draft={draft} />
      </ProfileFormProvider>
    </PlaceLabelsProvider>
  );
}

function SetupWizard({ slug, eventName, categories, intentOptions, savedProfile, step, draft }: ProfileSetupScreenProps & { draft: SetupDraftHandle }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const router = useRouter();
  const { form } = useProfileFormTools();
  const session = useSession();
  const save = useSaveEventProfile(slug);
  const [reached, setReached] = useState(draft.reached);
  useKeepSetupDraft(draft, reached);
  const [formError, setFormError] = useState<string>();
  // The optional photo's address (the form holds its upload id): a kept profile's, or a new one.
  const [photoUrl, setPhotoUrl] = useState(savedProfile?.photoUrl ?? null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A step can be shown only once the ones before it were checked.
  const index = Math.min(screenIndex(step), reached);
  const screen = SETUP_SCREENS[index] ?? SETUP_SCREENS[0];
  const formStep = isFormStep(screen) ? screen : undefined;
  const stepNumber = formStep ? FORM_STEPS.indexOf(formStep) + 1 : 0;
  const title = formStep ? t(`setup.steps.${formStep}.title`) : t(`setup.intro.${index + 1}.title` as 'setup.intro.1.title', { event: eventName });
  useDocumentTitle(formStep ? t('setup.documentTitleStep', { title }) : t('setup.documentTitle'));

  // Each step starts at its heading, for screen readers and keyboards alike.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  const goTo = (next: number) => {
    setReached((current) => Math.max(current, next));
    // Each step is its own history entry, remembering where it came from, so Back can step back
    // through history (and the phone's back button walks the same way).
    void navigate({
      to: '/events/$slug/profile/setup',
      params: { slug },
      search: { step: SETUP_SCREENS[next] },
      state: (previous) => ({ ...previous, [CAME_FROM]: index }),
    });
  };
  const goToStep = (target: FormStep) => goTo(screenIndex(target));
  const goBack = () => {
    if ((router.state.location.state as unknown as Record<string, unknown>)[CAME_FROM] === index - 1) router.history.back();
    else void navigate({ to: '/events/$slug/profile/setup', params: { slug }, search: { step: SETUP_SCREENS[index - 1] }, replace: true });
  };

  const onNext = async () => {
    // The step's own fields, by the form's resolver (the contract); the first wrong one gets focus.
    if (formStep && !(await form.trigger(STEP_FIELDS[formStep], { shouldFocus: true }))) return;
    goTo(index + 1);
  };

  const onFinish = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        await save.mutateAsync(values);
        draft.clear();
        notifySuccess(t('setup.saved'));
        // A code scanned on the way in (before joining) is connected now.
        const scanned = takePendingConnection({ userId: session.auth.get().user?.id, slug });
        if (scanned) {
          const search = scanned.code ? { code: scanned.code } : {};
          await navigate({ to: '/events/$slug/connections/new/$initiatorId', params: { slug, initiatorId: scanned.initiatorId }, search, replace: true });
        } else await navigate({ to: '/events/$slug', params: { slug }, replace: true });
      } catch (error) {
        const issues = isApiError(error) ? profileIssues(error.issues) : [];
        if (issues.length > 0) {
          for (const { field, issue } of issues) form.setError(field, { type: 'server', message: issueText(issue.key, issue.message) });
          const target = firstStepOf(issues.map((i) => i.field));
          if (target && target !== 'conclusion') goToStep(target);
          return;
        }
        if (isApiError(error) && error.code < 500) setFormError(errorText(error));
      }
    },
    (errors) => {
      const target = firstStepOf(Object.keys(errors) as ProfileField[]);
      if (target && target !== 'conclusion') goToStep(target);
    },
  );

  const isLast = screen === 'conclusion';

  return (
    <div className="flex flex-1 flex-col">
      <div className="flex min-h-touch items-center justify-between gap-3">
        {formStep ? (
          <div className="flex w-full flex-col gap-2">
            <p className="text-sm font-semibold text-primary-700">{t('setup.stepOf', { step: stepNumber, total: FORM_STEPS.length })}</p>
            <Progress value={stepNumber} max={FORM_STEPS.length} label={t('setup.stepOf', { step: stepNumber, total: FORM_STEPS.length })} />
          </div>
        ) : (
          <>
            <p className="text-sm font-semibold text-primary-700">
              <span className="sr-only">{t('setup.slideOf', { slide: index + 1, total: INTRO_SLIDES })}</span>
              <span aria-hidden="true" className="flex gap-1.5">
                {Array.from({ length: INTRO_SLIDES }, (_, i) => (
                  <span key={i} className={cn('h-2 rounded-full transition-all', i === index ? 'w-6 bg-primary-600' : 'w-2 bg-neutral-300')} />
                ))}
              </span>
            </p>
            <Button variant="ghost" onClick={() => goToStep('interests')}>
              {t('setup.skipIntro')}
            </Button>
          </>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-6 pt-6 pb-8">
        {formStep ? (
          <header className="flex flex-col gap-2">
            <h1 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-fg outline-none">
              {title}
            </h1>
            <p className="text-base text-fg-muted">{t(`setup.steps.${formStep}.description`)}</p>
          </header>
        ) : (
          <IntroSlide index={index} title={title} headingRef={headingRef} />
        )}

        {screen === 'interests' ? (
          <>
            {savedProfile ? <Alert tone="info">{t('setup.prefilled')}</Alert> : null}
            <InterestsSection categories={categories} headingLevel="h2" />
          </>
        ) : null}
        {screen === 'details' ? (
          <>
            <PhotoField url={photoUrl} onUrlChange={setPhotoUrl} />
            <DetailsSection />
          </>
        ) : null}
        {screen === 'questions' ? (
          <>
            <IntentsField options={intentOptions} />
            <AboutFields />
            <QuestionsSection />
          </>
        ) : null}
        {screen === 'conclusion' ? (
          <>
            {formError ? <Alert>{formError}</Alert> : null}
            <SetupSummary categories={categories} intentOptions={intentOptions} photoUrl={photoUrl} onEdit={goToStep} />
            <KeepForFutureField />
            {/* The choice made at joining: off unless they say so (it saves at once, apart from the profile). */}
            <EmailSharingCard slug={slug} />
          </>
        ) : null}
      </div>

      <div {...BOTTOM_BAR} className="sticky bottom-0 -mx-4 mt-auto border-t border-border bg-bg/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <div className="flex gap-3">
          {index > 0 ? (
            <Button variant="secondary" size="lg" onClick={goBack} className="px-4">
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('setup.back')}
            </Button>
          ) : null}
          {isLast ? (
            <Button size="lg" className="flex-1" loading={save.isPending} onClick={() => void onFinish()}>
              {t('setup.finish')}
            </Button>
          ) : (
            <Button size="lg" className="flex-1" onClick={() => void onNext()}>
              {index === INTRO_SLIDES - 1 ? t('setup.start') : t('setup.next')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function IntroSlide({ index, title, headingRef }: { index: number; title: string; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('profile');
  const Icon = INTRO_ICONS[index] ?? Sparkles;
  const n = (index + 1) as 1 | 2 | 3;
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-6 py-6 text-center">
      <div aria-hidden="true" className="relative flex size-44 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-primary-50" />
        <span className="absolute inset-5 rounded-full bg-primary-100" />
        <span className="absolute top-3 right-2 size-6 rounded-full bg-accent-200" />
        <span className="absolute bottom-5 left-1 size-4 rounded-full bg-primary-300" />
        <Icon className="relative size-16 text-primary-600" strokeWidth={1.6} />
      </div>
      <div className="flex max-w-sm flex-col gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-fg outline-none">
          {title}
        </h1>
        <p className="text-base text-fg-muted">{t(`setup.intro.${n}.text`)}</p>
      </div>
    </section>
  );
}
