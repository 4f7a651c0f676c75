import { useMemo, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { timeZoneOptions } from '../lib/time-zones';
import { EventFormSection } from './event-form-section';
import { localInputValue, momentOf, numberOrNull, type EventFormApi } from './event-form-values';

interface EventWhenSectionProps {
  form: EventFormApi;
  /** The zone the form started with: offered even when the browser's list lacks it. */
  initialTimeZone: string;
}

/** Dates, time zone, place (or "to be determined") and how many are expected. */
export function EventWhenSection({ form, initialTimeZone }: EventWhenSectionProps) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  const [startDate, locationTbd, timeZone] = useWatch({ control: form.control, name: ['startDate', 'locationTbd', 'timeZone'] });
  const zones = useMemo(() => timeZoneOptions([initialTimeZone]), [initialTimeZone]);

  return (
    <EventFormSection title={t('form.sections.when')} description={t('form.sections.whenDescription')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.startDate')} error={fieldErrorText(errors.startDate)}>
          <Input
            type="date"
            {...form.register('startDate', {
              deps: ['endDate'],
              // The end follows the start: a one-day event needs one date typed, and the end never lands before it.
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                const start = event.target.value;
                const end = form.getValues('endDate');
                if (start && (!end || end < start)) form.setValue('endDate', start, { shouldDirty: true });
              },
            })}
          />
        </FormField>
        <FormField label={t('fields.endDate')} error={fieldErrorText(errors.endDate)}>
          <Input type="date" min={startDate || undefined} {...form.register('endDate')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField label={t('fields.timeZone')} error={fieldErrorText(fieldState.error)} description={t('fields.timeZoneHint')}>
            <Combobox
              ref={field.ref}
              options={zones}
              value={timeZone}
              onChange={(zone) => field.onChange(zone)}
              onBlur={field.onBlur}
              placeholder={t('fields.timeZonePlaceholder')}
              searchLabel={t('fields.timeZoneSearch')}
              emptyText={t('fields.timeZoneEmpty')}
            />
          </FormField>
        )}
      />
      <div className="flex flex-col gap-3">
        <FormField label={t('fields.location')} error={fieldErrorText(errors.location)}>
          <Input placeholder={t('fields.locationPlaceholder')} disabled={locationTbd} autoComplete="off" {...form.register('location')} />
        </FormField>
        <Controller
          control={form.control}
          name="locationTbd"
          render={({ field }) => (
            <label className="-my-2 flex min-h-touch cursor-pointer items-center gap-3 self-start text-base text-fg">
              <Checkbox
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  if (form.formState.isSubmitted) void form.trigger('location');
                }}
                onBlur={field.onBlur}
              />
              {t('fields.locationTbd')}
            </label>
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="registrationClosesAt"
        render={({ field, fieldState }) => (
          <FormField label={t('fields.registrationClosesAt')} error={fieldErrorText(fieldState.error)} description={t('fields.registrationClosesAtHint')}>
            <Input
              ref={field.ref}
              type="datetime-local"
              className="sm:max-w-64"
              value={localInputValue(field.value)}
              onChange={(event) => field.onChange(momentOf(event.target.value))}
              onBlur={field.onBlur}
            />
          </FormField>
        )}
      />
      <FormField label={t('fields.expectedAttendees')} error={fieldErrorText(errors.expectedAttendees)} description={t('fields.expectedAttendeesHint')}>
        <Input type="number" inputMode="numeric" min={1} step={1} className="sm:max-w-48" {...form.register('expectedAttendees', { setValueAs: numberOrNull })} />
      </FormField>
    </EventFormSection>
  );
}
