import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError, type ApiError } from '@/lib/api';
import { reportSubmitError } from '@/lib/form-errors';

/** Refusals a screen answers itself, by error name (e.g. "not verified yet": go and verify). */
type SubmitClaims<TOutput> = Partial<Record<string, (error: ApiError, values: TOutput) => unknown>>;

/**
 * The submit of an auth form. A refusal lands where it belongs: a claimed error name goes to its
 * handler, the server's field issues to `fields`, any other 4xx above the form. Spread the result
 * on AuthForm.
 */
export function useAuthSubmit<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly Path<TValues>[],
  submit: (values: TOutput) => Promise<void>,
  claims: SubmitClaims<TOutput> = {},
) {
  const [error, setError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await submit(values);
    } catch (failure) {
      const claim = isApiError(failure) ? claims[failure.name] : undefined;
      if (claim) await claim(failure as ApiError, values);
      else reportSubmitError(failure, form.setError, fields, setError);
    }
  });
  return { onSubmit, error, submitting: form.formState.isSubmitting };
}
