import { LIMITS } from '@mingle/contracts';
import type { ProfileField } from './profile-form';

/** Three intro slides (LIMITS.introSlides), then interests, profile details, questions and a conclusion. */
export const INTRO_SLIDES = LIMITS.introSlides;
export const FORM_STEPS = ['interests', 'details', 'questions', 'conclusion'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Every screen of the wizard in order; the `step` search param names one. */
export const SETUP_SCREENS = [...Array.from({ length: INTRO_SLIDES }, (_, i) => `intro-${i + 1}` as `intro-${number}`), ...FORM_STEPS] as const;
export type SetupScreen = (typeof SETUP_SCREENS)[number];

/** What each step asks; moving on validates these. */
export const STEP_FIELDS: Record<FormStep, readonly ProfileField[]> = {
  interests: ['interests'],
  details: ['photoUploadId', 'firstName', 'lastName', 'gender', 'hometownId'],
  questions: ['intents', 'headline', 'bio', 'links', 'adventures', 'destinations'],
  conclusion: ['keepForFuture'],
};

export function isFormStep(screen: string): screen is FormStep {
  return (FORM_STEPS as readonly string[]).includes(screen);
}

/** The index of a screen, or 0 for anything unknown. */
export function screenIndex(screen: string | undefined): number {
  const index = screen ? (SETUP_SCREENS as readonly string[]).indexOf(screen) : -1;
  return index < 0 ? 0 : index;
}

/** The first step (in wizard order) that asks any of these fields. */
export function firstStepOf(fields: readonly ProfileField[]): FormStep | undefined {
  return FORM_STEPS.find((step) => STEP_FIELDS[step].some((field) => fields.includes(field)));
}
