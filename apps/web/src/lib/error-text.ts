import { ErrorName, type ErrorKey } from '@mingle/contracts';
import type { FieldError } from 'react-hook-form';
import { ApiError } from './api';
import { issueText } from './form-errors';
import { translateKey } from './translate';

/** Error names whose text lives in the shared `errors` namespace (spec 8 catalogue). */
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
