import { useState, type ReactNode } from 'react';
import { useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';
import { Alert } from './alert';
import { Button } from './button';

/** What a create or edit form takes from its screen. */
export interface EditFormProps<Values, Payload> {
  defaultValues: Values;
  submitLabel: string;
  cancel: ReactNode;
  /** Saves; throws the ApiError for the form to show at its fields. */
  onSubmit: (payload: Payload) => Promise<void>;
}

interface SaveFormProps<Values extends FieldValues, Output> extends Omit<EditFormProps<Values, Output>, 'defaultValues'> {
  /** The form, checked by its resolver; `onSubmit` gets what the resolver outputs. */
  form: UseFormReturn<Values, unknown, Output>;
  /** The fields the server's issues may name. */
  fields: readonly Path<Values>[];
  className?: string;
  children: ReactNode;
}

/**
 * A create or edit form: its fields, then what went wrong on save (the server's field issues go to
 * their fields, anything else shows above the buttons), then cancel and submit.
 */
export function SaveForm<Values extends FieldValues, Output>({ form, fields, onSubmit, submitLabel, cancel, className, children }: SaveFormProps<Values, Output>) {
  const [formError, setFormError] = useState<string | null>(null);
  const { isSubmitting } = useFormState({ control: form.control });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && applyFieldIssues(error, form.setError, fields)) return;
      setFormError(errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={cn('flex flex-col gap-5', className)}>
      <UnsavedChangesGuard control={form.control} />
      {children}
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" size="lg" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
