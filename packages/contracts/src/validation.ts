import { z } from 'zod';
import { DATE_RANGE, LIMITS } from './limits.js';

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
  invalidCharacter: 'invalidCharacter',
  controlCharacter: 'controlCharacter',
  dateOutOfRange: 'dateOutOfRange',
  unreadableUpload: 'unreadableUpload',
  startInPast: 'startInPast',
  outsideEventDates: 'outsideEventDates',
  sendAtInPast: 'sendAtInPast',
  sendAtTooFar: 'sendAtTooFar',
  endTimeNotAfterStart: 'endTimeNotAfterStart',
  timesInPairs: 'timesInPairs',
  passInvalid: 'passInvalid',
  passExpired: 'passExpired',
  passRevoked: 'passRevoked',
  passOtherEvent: 'passOtherEvent',
  passOrPerson: 'passOrPerson',
  searchTooShort: 'searchTooShort',
  notAttendee: 'notAttendee',
  tooMany: 'tooMany',
  windowsOverlap: 'windowsOverlap',
  notOnSlotGrid: 'notOnSlotGrid',
  webLink: 'webLink',
  duplicateOption: 'duplicateOption',
  unknownIntent: 'unknownIntent',
  roundsRange: 'roundsRange',
  minutesRange: 'minutesRange',
  tableSizeRange: 'tableSizeRange',
} as const;

/** No field has a use for U+0000, and PostgreSQL text cannot store it. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * The string every client-written field starts from: refuses the NUL character before any other
 * rule. `missing` is the key for an absent (or null) value; any other non-string (a number, an
 * array from a repeated query key) is 'invalidValue'.
 */
export const text = (missing: string = V.invalidValue) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : V.invalidValue) }).refine(hasNoNul, { error: V.invalidCharacter, abort: true });

/** A wall-clock time, "HH:MM" on a 24-hour clock (an event's or a gathering's hours). */
export const wallTime = (missing: string = V.required) => text(missing).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.invalidValue });

/** `{event}` in a path: the event's id, its slug or one of its old slugs (decision 010). */
export const eventRef = () => text().min(1);

/** Whether an ISO day (or the day of an ISO date-time) lies in DATE_RANGE. */
export const inDateRange = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
};

/** A calendar day, YYYY-MM-DD, between 1900 and 9999 (year 0000 does not exist in PostgreSQL). */
export const isoDate = (error: string = V.required) => z.iso.date({ error }).refine(inDateRange, { error: V.dateOutOfRange, abort: true });

/** An ISO date-time in UTC (…Z) whose day lies between 1900 and 9999. */
export const isoDateTime = (error: string = V.invalidValue) => z.iso.datetime({ error }).refine(inDateRange, { error: V.dateOutOfRange, abort: true });

/** A required trimmed string: empty after trimming is 'Required field'. */
export const requiredString = (max = 500) => text(V.required).trim().min(1, { error: V.required, abort: true }).max(max, { error: V.tooLong });

/**
 * Control characters (C0, DEL) and the other line breaks (NEL, U+2028, U+2029): a name, a title
 * or a place is one line, and a line break smuggled into one would split the lines of the files
 * and mails it is written into (calendar entries, contact cards).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
export const isSingleLine = (value: string): boolean => !CONTROL_OR_BREAK.test(value);

/**
 * A one-line name, title or location: trimmed (so a pasted trailing newline goes), then refused
 * with 'controlCharacter' if a control character or line break is left inside.
 */
export const singleLine = <T extends z.ZodString>(schema: T) => schema.trim().refine(isSingleLine, { error: V.controlCharacter, abort: true });

/** requiredString for names, titles and locations. */
export const requiredLine = (max = 500) => singleLine(text(V.required)).min(1, { error: V.required, abort: true }).max(max, { error: V.tooLong });

export const email = text(V.required)
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(LIMITS.emailMax, { error: V.tooLong })
  .pipe(z.email({ error: V.invalidEmail }))
  .transform((s) => s.toLowerCase());

/** The password rule: 8 to 128 characters, with one uppercase letter, one number and one special character. */
export function isStrongPassword(value: string): boolean {
  return value.length >= LIMITS.passwordMin && value.length <= LIMITS.passwordMax && /[A-Z]/.test(value) && /[0-9]/.test(value) && /[^A-Za-z0-9]/.test(value);
}

export const password = text(V.required).min(1, { error: V.required, abort: true }).refine(isStrongPassword, { error: V.passwordRule });

export const username = singleLine(text(V.required))
  .min(1, { error: V.required, abort: true })
  .max(LIMITS.usernameMax, { error: V.tooLong })
  .regex(/^[a-zA-Z0-9_.-]+$/, { error: V.usernameFormat });

export const verificationCode = text(V.required)
  .trim()
  .min(1, { error: V.required, abort: true })
  .regex(/^\d{6}$/, { error: V.codeFormat });
