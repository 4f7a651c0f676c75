import { CreateGroupInput, GROUP_LIMITS } from '@mingle/contracts';
import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { errorText, fieldErrorText } from '@/lib/error-text';
import { applyFieldIssues } from '@/lib/form-errors';
import { EmojiField } from './emoji-field';

export interface GroupFormValues {
  name: string;
  description: string;
  labels: string[];
  icon: string;
}

const FIELDS: readonly Path<GroupFormValues>[] = ['name', 'description', 'labels', 'icon'];

/** What is sent: an empty description as null. */
export function groupPayload(values: GroupFormValues): CreateGroupInput {
  return { name: values.name, description: values.description.trim() ? values.description : null, labels: values.labels, icon: values.icon };
}

/** Adds a label unless it is empty or already there (case-insensitive). */
export function addLabel(labels: readonly string[], text: string): string[] {
  const label = text.trim().replace(/^#/, '').trim();
  if (!label || labels.some((l) => l.toLowerCase() === label.toLowerCase())) return [...labels];
  return [...labels, label];
}

/** Checks with the contract's own schema (its messages are validation keys). */
export const groupResolver: Resolver<GroupFormValues> = (values) => {
  const result = CreateGroupInput.safeParse(groupPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<GroupFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof GroupFormValues;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

interface GroupFormProps {
  defaultValues: GroupFormValues;
  submitLabel: string;
  cancel: ReactNode;
  /** Saves; throws the ApiError for the form to show at its fields. */
  onSubmit: (input: CreateGroupInput) => Promise<void>;
}

export function GroupForm({ defaultValues, submitLabel, cancel, onSubmit }: GroupFormProps) {
  const { t } = useTranslation('groups');
  const [formError, setFormError] = useState<string | null>(null);
  const [labelText, setLabelText] = useState('');
  const form = useForm<GroupFormValues>({ defaultValues, resolver: groupResolver });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(groupPayload(values));
    } catch (error) {
      if (isApiError(error) && applyFieldIssues(error, setError, FIELDS)) return;
      setFormError(errorText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-2xl flex-col gap-5">
      <Card className="flex flex-col gap-5">
        <Controller
          control={control}
          name="icon"
          render={({ field, fieldState }) => (
            <FormField label={t('form.icon')} description={t('form.iconHint')} error={fieldErrorText(fieldState.error)}>
              <EmojiField ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(fieldState.error)} />
            </FormField>
          )}
        />
        <FormField label={t('form.name')} error={fieldErrorText(errors.name)}>
          <Input autoComplete="off" maxLength={GROUP_LIMITS.nameMax} placeholder={t('form.namePlaceholder')} {...register('name')} />
        </FormField>
        <FormField
          label={t('form.description')}
          description={t('form.optional')}
          error={fieldErrorText(errors.description)}
          labelAside={<CharacterCount count={description.length} max={GROUP_LIMITS.descriptionMax} label={`${description.length}/${GROUP_LIMITS.descriptionMax}`} />}
        >
          <Textarea rows={4} placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <Controller
          control={control}
          name="labels"
          render={({ field, fieldState }) => {
            const add = () => {
              field.onChange(addLabel(field.value, labelText));
              setLabelText('');
            };
            const full = field.value.length >= GROUP_LIMITS.labelsMax;
            return (
              <div className="flex flex-col gap-2">
                <FormField label={t('form.labels')} description={t('form.labelsHint', { max: GROUP_LIMITS.labelsMax })} error={fieldErrorText(fieldState.error)}>
                  <Input
                    ref={field.ref}
                    autoComplete="off"
                    value={labelText}
                    maxLength={GROUP_LIMITS.labelMax}
                    disabled={full}
                    placeholder={t('form.labelsPlaceholder')}
                    onChange={(event) => setLabelText(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ',') {
                        event.preventDefault();
                        add();
                      }
                    }}
                  />
                </FormField>
                <Button type="button" variant="secondary" className="self-start" onClick={add} disabled={full || !labelText.trim()}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('form.addLabel')}
                </Button>
              </div>
            );
          }}
        />
        <LabelList control={control} onRemove={(label) => form.setValue('labels', form.getValues('labels').filter((l) => l !== label), { shouldDirty: true })} />
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

function LabelList({ control, onRemove }: { control: ReturnType<typeof useForm<GroupFormValues>>['control']; onRemove: (label: string) => void }) {
  const { t } = useTranslation('groups');
  const labels = useWatch({ control, name: 'labels' }) ?? [];
  if (labels.length === 0) return null;
  return (
    <ul aria-label={t('form.labelsChosen')} className="-mt-2 flex flex-wrap gap-2">
      {labels.map((label) => (
        <li key={label} className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-base text-fg">
          #{label}
          <button
            type="button"
            aria-label={t('form.removeLabel', { label })}
            onClick={() => onRemove(label)}
            className="flex size-8 items-center justify-center rounded-full text-fg-muted hover:bg-neutral-200 hover:text-fg focus-visible:outline-3 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
