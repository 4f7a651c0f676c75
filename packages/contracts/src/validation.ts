import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * Validation messages are i18n keys of the `validation` namespace
 * (locales/en-US/validation.json); the English text lives there.
 */
export const V = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  passwordRule: 'passwordRule',
  passwordsMismatch: 'passwordsMismatch',
  codeFormat: 'codeFormat',
  usernameFormat: 'usernameFormat',
  tooLong: 'tooLong',
  invalidValue: 'invalidValue',
  endBeforeStart: 'endBeforeStart',
  descriptionTooLong: 'descriptionTooLong',
  usernameTaken: 'usernameTaken',
  slugFormat: 'slugFormat',
  slugTaken: 'slugTaken',
  fileTooBig: 'fileTooBig',
  notAnImage: 'notAnImage',
  tooManyPixels: 'tooManyPixels',
  fileRequired: 'fileRequired',
  uploadNotFound: 'uploadNotFound',
  exactlyThreePlaces: 'exactlyThreePlaces',
  distinctPlaces: 'distinctPlaces',
  atLeastOneInterest: 'atLeastOneInterest',
  unknownPlace: 'unknownPlace',
  unknownInterest: 'unknownInterest',
  endBeforeStartHour: 'endBeforeStartHour',
  parentNotInGroup: 'parentNotInGroup',
} as const;

/** A required trimmed string: empty after trimming is 'Required field'. */
export const requiredString = (max = 500) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required, abort: true })
    .max(max, { error: V.tooLong });

export const email = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(LIMITS.emailMax, { error: V.tooLong })
  .pipe(z.email({ error: V.invalidEmail }))
  .transform((s) => s.toLowerCase());

/** Spec 5: at least 8 characters, one uppercase letter, one number, one special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    value.length <= LIMITS.passwordMax &&
    /[A-Z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const password = z
  .string({ error: V.required })
  .min(1, { error: V.required, abort: true })
  .refine(isStrongPassword, { error: V.passwordRule });

export const username = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(LIMITS.usernameMax, { error: V.tooLong })
  .regex(/^[a-zA-Z0-9_.-]+$/, { error: V.usernameFormat });

export const verificationCode = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .regex(/^\d{6}$/, { error: V.codeFormat });
