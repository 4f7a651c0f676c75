import { ErrorName, englishError, englishValidation, type ErrorKey, type FieldIssue } from '@mingle/contracts';

/** The one typed application error; the error handler turns it into the error object (contracts: ErrorObjectSchema). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    readonly issues?: FieldIssue[],
    /** Sent as Retry-After with a 429. */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

const FIELD_ERROR_NAMES: Record<number, string> = { 409: ErrorName.Conflict, 413: ErrorName.PayloadTooLarge };

const make = (status: number, name: string) => (key: ErrorKey, vars?: Record<string, string>) => new AppError(status, name, englishError(key, vars));

export const errors = {
  notFound: (key: ErrorKey = 'notFound') => make(404, ErrorName.NotFound)(key),
  unauthorized: () => make(401, ErrorName.Unauthorized)('unauthorized'),
  forbidden: (key: ErrorKey = 'forbidden') => make(403, ErrorName.Forbidden)(key),
  invalidCredentials: () => make(401, ErrorName.NotAuthorized)('invalidCredentials'),
  notVerified: () => make(403, ErrorName.UserNotConfirmed)('notVerified'),
  invalidCode: () => make(400, ErrorName.CodeMismatch)('invalidCode'),
  expiredCode: (key: ErrorKey = 'expiredCode') => make(400, ErrorName.ExpiredCode)(key),
  tooManyAttempts: () => make(429, ErrorName.TooManyRequests)('tooManyAttempts'),
  tooManyRequests: () => make(429, ErrorName.TooManyRequests)('tooManyRequests'),
  tooManyUploads: () => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyUploads'), undefined, 3600),
  tooManyInvitations: (seconds: number) => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyInvitations'), undefined, seconds),
  tooManyPhotoUploads: () => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyPhotoUploads'), undefined, 3600),
  tooManyConnectionRequests: (seconds: number) => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyConnectionRequests'), undefined, seconds),
  tooManyTestMails: (seconds: number) => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyTestMails'), undefined, seconds),
  tooManyAttendeeMessages: (seconds: number) => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyAttendeeMessages'), undefined, seconds),
  tooManyCodeTries: () => new AppError(429, ErrorName.TooManyRequests, englishError('tooManyCodeTries'), undefined, 3600),
  signInThrottled: (seconds: number) => new AppError(429, ErrorName.TooManyRequests, englishError('signInThrottled', { wait: spokenWait(seconds) }), undefined, seconds),
  conflict: (key: ErrorKey) => make(409, ErrorName.Conflict)(key),
  /** A 409 (or 400) tied to one field, e.g. a taken username or slug. */
  field: (status: number, field: string, key: string, vars: Record<string, string> = {}) =>
    new AppError(status, FIELD_ERROR_NAMES[status] ?? ErrorName.Validation, englishValidation(key, vars), [{ field, key, message: englishValidation(key, vars) }]),
};

/** "1 second", "40 seconds", "15 minutes". */
function spokenWait(seconds: number) {
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Postgres unique-violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  return e.cause !== undefined && isUniqueViolation(e.cause, constraint);
}

/** Postgres foreign-key violation (the row referred to is gone), whichever driver raised it. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  return e.code === '23503' || (e.cause !== undefined && isForeignKeyViolation(e.cause));
}
