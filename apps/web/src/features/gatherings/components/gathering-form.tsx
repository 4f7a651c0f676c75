import { zodResolver } from '@hookform/resolvers/zod';
import { CreateGatheringInput, V } from '@mingle/contracts';
import { Controller, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Fieldset } from '@/components/ui/fieldset';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TimeInput } from '@/components/ui/time-input';
import { RadioChip, RadioGroup } from '@/components/ui/radio-group';
import { SaveForm, type EditFormProps } from '@/components/ui/save-form';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText, issueText } from '@/lib/error-text';
import { startsInPast } from '../lib/past';

/** What the inputs hold: text in every field (the group only when the form offers a choice of groups). */
const GatheringFormValues = z.object({
  title: z.string(),
  startDate: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  location: z.string(),
  description: z.string(),
  /** How many may go: empty for no limit. */
  capacity: z.string(),
  groupId: z.string().optional(),
});
export type GatheringFormValues = z.input<typeof GatheringFormValues>;

const FIELDS: readonly Path<GatheringFormValues>[] = ['title', 'startDate', 'startHour', 'endHour', 'location', 'description', 'capacity'];

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
    // Not a whole number stays as typed, so the contract names the field (invalidValue).
    capacity: values.capacity.trim() ? (Number.isInteger(Number(values.capacity)) ? Number(values.capacity) : (values.capacity as unknown as number)) : null,
  };
}

/**
 * The form values made into the payload, checked by the contract's own schema (its messages are
 * validation keys, including endBeforeStartHour: 'End hour cannot be before start hour').
 */
export const GatheringFormSchema = GatheringFormValues.transform(gatheringPayload).pipe(CreateGatheringInput);
export const gatheringResolver = zodResolver(GatheringFormSchema);

/** The same with a group to choose: it is required too, and checked with the other fields. */
export const StartGatheringFormSchema = GatheringFormValues.transform((v) => ({ ...gatheringPayload(v), groupId: v.groupId ?? '' })).pipe(
  z.intersection(CreateGatheringInput, z.object({ groupId: z.string().min(1, { error: V.required }) })),
);
const startGatheringResolver = zodResolver(StartGatheringFormSchema);

/** A group the person may start a gathering in. */
export interface GroupChoice {
  id: string;
  name: string;
  icon: string;
}

/** What the form gives its screen: the gathering, and the group when the form offered a choice. */
type GatheringFormOutput = CreateGatheringInput & { groupId?: string };

interface GatheringFormProps extends EditFormProps<GatheringFormValues, GatheringFormOutput> {
  /** The event's time zone: a start that has already passed there is pointed out under the hours. */
  timeZone?: string;
  /** The event's first and last day: the date picker offers only those (the server refuses others). */
  days?: EventDays;
  /** The organisers may record a gathering that already happened: the warning says they can. */
  organiser?: boolean;
  /** Which group it is for, when the screen has not settled that (the event's gatherings tab). */
  groups?: readonly GroupChoice[];
}

/** An event's dates, the days its gatherings may fall on. */
export interface EventDays {
  startDate: string;
  endDate: string;
}

export function GatheringForm({ defaultValues, submitLabel, cancel, onSubmit, timeZone, days, organiser = false, groups }: GatheringFormProps) {
  const { t } = useTranslation('gatherings');
  const form = useForm<GatheringFormValues, unknown, GatheringFormOutput>({
    defaultValues,
    resolver: groups ? startGatheringResolver : gatheringResolver,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SaveForm form={form} fields={FIELDS} onSubmit={onSubmit} submitLabel={submitLabel} cancel={cancel} className="max-w-2xl">
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        {groups ? (
          <Controller
            control={form.control}
            name="groupId"
            render={({ field, fieldState }) => (
              <Fieldset legend={t('form.group')} error={fieldErrorText(fieldState.error)}>
                {({ legendId, describedBy, invalid }) => (
                  <RadioGroup
                    ref={(element) => field.ref({ focus: () => element?.querySelector<HTMLButtonElement>('[data-state="checked"], button')?.focus() })}
                    value={field.value ?? ''}
                    onValueChange={field.onChange}
                    aria-labelledby={legendId}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  >
                    {groups.map((group) => (
                      <RadioChip key={group.id} value={group.id}>
                        <span aria-hidden="true">{group.icon}</span>
                        {group.name}
                      </RadioChip>
                    ))}
                  </RadioGroup>
                )}
              </Fieldset>
            )}
          />
        ) : null}
        <FormField label={t('form.title')} error={fieldErrorText(errors.title)}>
          <Input autoComplete="off" placeholder={t('form.titlePlaceholder')} {...register('title')} />
        </FormField>
        <FormField label={t('form.startDate')} error={fieldErrorText(errors.startDate)}>
          <Input type="date" min={days?.startDate} max={days?.endDate} {...register('startDate')} />
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={t('form.startHour')} description={t('form.hourHint')} error={fieldErrorText(errors.startHour)}>
            <TimeInput {...register('startHour')} />
          </FormField>
          <FormField label={t('form.endHour')} description={t('form.endHourHint')} error={fieldErrorText(errors.endHour)}>
            <TimeInput {...register('endHour')} />
          </FormField>
        </div>
        <p className="-mt-2 text-sm text-fg-muted">{t('form.timeZoneHint')}</p>
        {timeZone ? <PastStartWarning control={form.control} defaultValues={defaultValues} timeZone={timeZone} organiser={organiser} /> : null}
        <FormField label={t('form.location')} error={fieldErrorText(errors.location)}>
          <Input autoComplete="off" placeholder={t('form.locationPlaceholder')} {...register('location')} />
        </FormField>
        <FormField label={t('form.description')} description={t('form.optional')} error={fieldErrorText(errors.description)}>
          <Textarea rows={4} placeholder={t('form.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <FormField label={t('form.capacity')} description={t('form.capacityHint')} error={fieldErrorText(errors.capacity)}>
          <Input type="number" inputMode="numeric" min={1} step={1} className="sm:max-w-48" {...register('capacity')} />
        </FormField>
      </Card>
    </SaveForm>
  );
}

/**
 * Before anything is sent: the start chosen has already passed in the event's time zone (the
 * server refuses it from attendees; organisers may record it). A start left as it was (editing a
 * gathering under way) is not questioned.
 */
function PastStartWarning({
  control,
  defaultValues,
  timeZone,
  organiser,
}: {
  control: Control<GatheringFormValues, unknown, GatheringFormOutput>;
  defaultValues: GatheringFormValues;
  timeZone: string;
  organiser: boolean;
}) {
  const { t } = useTranslation('gatherings');
  const [startDate = '', startHour = ''] = useWatch({ control, name: ['startDate', 'startHour'] });
  const unchanged = startDate === defaultValues.startDate && startHour === defaultValues.startHour;
  if (unchanged || !startsInPast({ startDate, startHour }, timeZone)) return null;
  return (
    <Alert tone="warning" className="-mt-2">
      {organiser ? t('form.pastOrganiser') : issueText(V.startInPast)}
    </Alert>
  );
}
