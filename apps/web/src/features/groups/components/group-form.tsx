import { zodResolver } from '@hookform/resolvers/zod';
import { CreateGroupInput, GROUP_LIMITS } from '@mingle/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldError, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SaveForm, type EditFormProps } from '@/components/ui/save-form';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/error-text';
import { EmojiField } from './emoji-field';

/** What the inputs hold. */
const GroupFormValues = z.object({
  name: z.string(),
  description: z.string(),
  labels: z.array(z.string()),
  icon: z.string(),
});
export type GroupFormValues = z.input<typeof GroupFormValues>;

const FIELDS: readonly Path<GroupFormValues>[] = ['name', 'description', 'labels', 'icon'];

/** What is sent: an empty description as null. */
export function groupPayload(values: GroupFormValues): CreateGroupInput {
  return { name: values.name, description: values.description.trim() ? values.description : null, labels: values.labels, icon: values.icon };
}

/** The form values made into the payload, checked by the contract's own schema (its messages are validation keys). */
const GroupFormSchema = GroupFormValues.transform(groupPayload).pipe(CreateGroupInput);
type GroupFormControl = Control<GroupFormValues, unknown, z.output<typeof GroupFormSchema>>;

/** Adds a label unless it is empty or already there (case-insensitive). */
export function addLabel(labels: readonly string[], text: string): string[] {
  const label = text.trim().replace(/^#/, '').trim();
  if (!label || labels.some((l) => l.toLowerCase() === label.toLowerCase())) return [...labels];
  return [...labels, label];
}

/** The labels' error: the list's own, or else the first label's ("labels.2"), shown at the field. */
function labelsError(error: FieldErrors<GroupFormValues>['labels']): FieldError | undefined {
  if (!error || error.message) return error as FieldError | undefined;
  return Array.isArray(error) ? (error as (FieldError | undefined)[]).find(Boolean) : undefined;
}

export function GroupForm({ defaultValues, submitLabel, cancel, onSubmit }: EditFormProps<GroupFormValues, CreateGroupInput>) {
  const { t } = useTranslation('groups');
  const [labelText, setLabelText] = useState('');
  const form = useForm<GroupFormValues, unknown, z.output<typeof GroupFormSchema>>({ defaultValues, resolver: zodResolver(GroupFormSchema) });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' }) ?? '';

  return (
    <SaveForm form={form} fields={FIELDS} onSubmit={onSubmit} submitLabel={submitLabel} cancel={cancel} className="max-w-2xl">
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
          render={({ field }) => {
            const add = () => {
              field.onChange(addLabel(field.value, labelText));
              setLabelText('');
            };
            const full = field.value.length >= GROUP_LIMITS.labelsMax;
            return (
              <div className="flex flex-col gap-2">
                <FormField label={t('form.labels')} description={t('form.labelsHint', { max: GROUP_LIMITS.labelsMax })} error={fieldErrorText(labelsError(errors.labels))}>
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
        <LabelList
          control={control}
          onRemove={(label) =>
            form.setValue(
              'labels',
              form.getValues('labels').filter((l) => l !== label),
              { shouldDirty: true },
            )
          }
        />
      </Card>
    </SaveForm>
  );
}

function LabelList({ control, onRemove }: { control: GroupFormControl; onRemove: (label: string) => void }) {
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
