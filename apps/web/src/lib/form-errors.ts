import type { FieldIssue } from '@mingle/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';
import { errorText, issueText } from './error-text';

/**
 * Puts the server's field issues on the form (react-hook-form setError by dotted field path).
 * Returns true when at least one issue matched a field of the form.
 */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  const seen = new Set<string>();
  for (const issue of error.issues as FieldIssue[]) {
    const field = fields.find((name) => name === issue.field);
    if (!field || seen.has(field)) continue;
    seen.add(field);
    setError(field, { type: 'server', message: issueText(issue.key, issue.message) }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * A failed submit: the server's field issues go to their fields; any other refusal (4xx) goes to
 * `setFormError` above the form. 5xx and network failures are toasted by the query client.
 */
export function reportSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[], setFormError: (text: string) => void): void {
  if (applyFieldIssues(error, setError, fields)) return;
  if (error instanceof ApiError && error.code < 500) setFormError(errorText(error));
}
