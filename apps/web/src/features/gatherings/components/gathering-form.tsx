import { zodResolver } from '@hookform/resolvers/zod';
import { CreateGatheringInput } from '@mingle/contracts';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SaveForm, type EditFormProps } from '@/components/ui/save-form';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/error-text';

/** What the inputs hold: text in every field. */
const GatheringFormValues = z.object({
  title: z.string(),
  startDate: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  location: z.string(),
  description: z.string(),
});
export type GatheringFormValues = z.input<typeof GatheringFormValues>;

const FIELDS: readonly Path<GatheringFormValues>[] = ['title', 'startDate', 'startHour', 'endHour', 'location', 'description'];

/**
 * What is sent: empty optional fields as null. An empty start hour is left out, so the contract
 * says it is missing ('required'), not malformed.
 */
export function gatheringPayload(values: GatheringFormValues): Partial<CreateGatheringInput> {
  return {
    title: values.title,
    startDate: values.startDate,
    startHour: values.startHour || undefined,
    endHour: values.endHour ? values.endHour : null,
    location: values.location,
    description: values.description.trim() ? values.description : null,
  };
}

/**
 * The form values made into the payload, checked by the contract's own schema (its messages are
 * validation keys, including endBeforeStartHour: 'End hour cannot be before start hour').
 */
export const GatheringFormSchema = GatheringFormValues.transform(gatheringPayload).pipe(CreateGatheringInput);
export const gatheringResolver = zodResolver(GatheringFormSchema);

export function GatheringForm({ defaultValues, submitLabel, cancel, onSubmit }: EditFormProps<GatheringFormValues, CreateGatheringInput>) {
  const { t } = useTranslation('gatherings');
  const form = useForm<GatheringFormValues, unknown, z.output<typeof GatheringFormSchema>>({ defaultValues, resolver: gatheringResolver });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SaveForm form={form} fields={FIELDS} onSubmit={onSubmit} submitLabel={submitLabel} cancel={cancel} className="max-w-2xl">
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
    </SaveForm>
  );
}
