import { ErrorName, type ErrorKey } from '@mingle/contracts';
import type { FieldError } from 'react-hook-form';
import { ApiError } from './api';
import { hasTranslation, translateKey } from './translate';

/** Text of an issue key: the `validation` namespace first, then `errors`, then the given fallback. */
export function issueText(key: string, fallback?: string): string {
  const ns = hasTranslation(`validation:${key}`) ? 'validation' : hasTranslation(`errors:${key}`) ? 'errors' : undefined;
  if (!ns) return fallback ?? key;
  const text = translateKey(`${ns}:${key}`);
  // A text with values to fill ("Max size is: {{limit}}") comes filled in from the server.
  return fallback && text.includes('{{') ? fallback : text;
}

/** Error names whose text lives in the shared `errors` namespace (packages/contracts/locales/en-US/errors.json). */
const KEY_BY_NAME: Partial<Record<string, ErrorKey>> = {
  [ErrorName.NotAuthorized]: 'invalidCredentials',
  [ErrorName.UsernameExists]: 'accountExists',
  [ErrorName.UserNotConfirmed]: 'notVerified',
  [ErrorName.CodeMismatch]: 'invalidCode',
  [ErrorName.ExpiredCode]: 'expiredCode',
};

/** What to tell the user about a failed call: the catalogue text for known names, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = KEY_BY_NAME[error.name];
    if (key) return translateKey(`errors:${key}`);
    return error.message || translateKey('errors:generic');
  }
  return translateKey('errors:generic');
}

/** Text of a react-hook-form error: server errors carry text, client (zod) errors carry a validation key. */
export function fieldErrorText(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : issueText(error.message);
}
