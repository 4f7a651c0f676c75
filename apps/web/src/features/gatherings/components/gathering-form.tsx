import { CreateGatheringInput } from '@mingle/contracts';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';

export interface GatheringFormValues {
  title: string;
  startDate: string;
  startHour: string;
  endHour: string;
  location: string;
  description: string;
}

const FIELDS: readonly Path<GatheringFormValues>[] = ['title', 'startDate', 'startHour', 'endHour', 'location', 'description'];

/** What is sent: empty optional fields as null. */
export function gatheringPayload(values: GatheringFormValues): CreateGatheringInput {
  return {
    title: values.title,
    startDate: values.startDate,
    startHour: values.startHour,
    endHour: values.endHour ? values.endHour : null,
    location: values.location,
    description: values.description.trim() ? values.description : null,
  };
}

/**
 * Checks with the contract's own schema (its messages are validation keys, including
 * endBeforeStartHour: 'End hour cannot be before start hour'), on the values as they will be sent.
 */
export const gatheringResolver: Resolver<GatheringFormValues> = (values) => {
  const result = CreateGatheringInput.safeParse(gatheringPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<GatheringFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof GatheringFormValues;
    if (!FIELDS.includes(field) || errors[field]) continue;
    // An hour left empty is missing, not malformed.
    const message = field === 'startHour' && !values.startHour ? 'required' : issue.message;
    errors[field] = { type: issue.code, message };
  }
  return { values: {}, errors };
};

interface GatheringFormProps {
  defaultValues: GatheringFormValues;
  submitLabel: string;
  cancel: ReactNode;
  /** Saves; throws the ApiError for the form to show at its fields. */
  onSubmit: (input: CreateGatheringInput) => Promise<void>;
}

export function GatheringForm({ defaultValues, submitLabel, cancel, onSubmit }: GatheringFormProps) {
  const { t } = useTranslation('gatherings');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GatheringFormValues>({
    defaultValues,
    resolver: gatheringResolver,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(gatheringPayload(values));
    } catch (error) {
      if (isApiError(error) && applyFieldIssues(error, setError, FIELDS)) return;
      setFormError(errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <FormField label={t('form.title')} error={fieldErrorText(errors.title)}>
          <Input autoComplete="off" placeholder={t('form.titlePlaceholder')} {...register('title')} />
        </FormField>
        <FormField label={t('form.startDate')} error={fieldErrorText(errors.startDate)}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('form.startHour')} error={fieldErrorText(errors.startHour)}>
            <Input type="time" {...register('startHour')} />
          </FormField>
          <FormField label={t('form.endHour')} description={t('form.optional')} error={fieldErrorText(errors.endHour)}>
            <Input type="time" {...register('endHour')} />
          </FormField>
        </div>
        <p className="-mt-2 text-sm text-fg-muted">{t('form.timeZoneHint')}</p>
        <FormField label={t('form.location')} error={fieldErrorText(errors.location)}>
          <Input autoComplete="off" placeholder={t('form.locationPlaceholder')} {...register('location')} />
        </FormField>
        <FormField label={t('form.description')} description={t('form.optional')} error={fieldErrorText(errors.description)}>
          <Textarea rows={4} placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
        </FormField>
      </Card>
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
