import type { Place } from '@mingle/contracts';
import { useMemo, useState, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TimeInput } from '@/components/ui/time-input';
import { fieldErrorText } from '@/lib/error-text';
import { zoneOffset } from '@/lib/dates';
import { timeZoneOptions } from '../lib/time-zones';
import { EventLocationField } from './event-location-field';
import { EventFormSection } from './event-form-section';
import { localInputValue, momentOf, numberOrNull, timeOrNull, type EventFormApi } from './event-form-values';

interface EventWhenSectionProps {
  form: EventFormApi;
  /** The zone the form started with: offered even when the browser's list lacks it. */
  initialTimeZone: string;
}

/** Dates and hours, place (or "to be determined", a place of the gazetteer suggesting the zone), time zone and how many are expected. */
export function EventWhenSection({ form, initialTimeZone }: EventWhenSectionProps) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  const [startDate, locationTbd, timeZone] = useWatch({ control: form.control, name: ['startDate', 'locationTbd', 'timeZone'] });
  const zones = useMemo(() => timeZoneOptions([initialTimeZone]), [initialTimeZone]);
  const [suggested, setSuggested] = useState<{ place: string; zone: string } | null>(null);
  // A place of the gazetteer suggests its zone; the organiser may still choose another (decision 036).
  const suggestZone = (place: Place) => {
    if (!place.timeZone) return setSuggested(null);
    form.setValue('timeZone', place.timeZone, { shouldDirty: true, shouldValidate: true });
    setSuggested({ place: place.displayName, zone: place.timeZone.replaceAll('_', ' ') });
  };
  const zoneDescription = [timeZone ? t('fields.timeZoneOffset', { zone: timeZone.replaceAll('_', ' '), offset: zoneOffset(timeZone) }) : null, t('fields.timeZoneHint')].filter(Boolean).join(' ');

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
        <FormField label={t('fields.startTime')} error={fieldErrorText(errors.startTime)}>
          <TimeInput {...form.register('startTime', { setValueAs: timeOrNull, deps: ['endTime'] })} />
        </FormField>
        <FormField label={t('fields.endTime')} error={fieldErrorText(errors.endTime)}>
          <TimeInput {...form.register('endTime', { setValueAs: timeOrNull, deps: ['startTime'] })} />
        </FormField>
        <p className="-mt-2 text-sm text-fg-muted sm:col-span-2">{t('fields.timesHint')}</p>
      </div>
      <div className="flex flex-col gap-3">
        <EventLocationField form={form} disabled={locationTbd ?? false} onPlace={suggestZone} />
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
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField label={t('fields.timeZone')} error={fieldErrorText(fieldState.error)} description={zoneDescription}>
            <Combobox
              ref={field.ref}
              options={zones}
              value={timeZone}
              onChange={(zone) => {
                field.onChange(zone);
                setSuggested(null);
              }}
              onBlur={field.onBlur}
              placeholder={t('fields.timeZonePlaceholder')}
              searchLabel={t('fields.timeZoneSearch')}
              emptyText={t('fields.timeZoneEmpty')}
            />
          </FormField>
        )}
      />
      {suggested ? (
        <p role="status" className="-mt-3 text-sm text-fg-muted" data-testid="zone-suggested">
          {t('fields.timeZoneSuggested', suggested)}
        </p>
      ) : null}
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
