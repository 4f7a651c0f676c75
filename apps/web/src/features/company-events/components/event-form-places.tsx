import { PLACES } from '@mingle/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { EventFormSection } from './event-form-section';
import { numberOrNull, type EventFormApi } from './event-form-values';

/** Places at the event (decision 037): a limit (empty: none), approval of each join, and how long a freed place is held. */
export function EventPlacesSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  return (
    <EventFormSection title={t('form.sections.places')} description={t('form.sections.placesDescription')}>
      <FormField label={t('fields.capacity')} error={fieldErrorText(errors.capacity)} description={t('fields.capacityHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={PLACES.capacityMax}
          step={1}
          placeholder={t('fields.capacityPlaceholder')}
          className="sm:max-w-48"
          {...form.register('capacity', { setValueAs: numberOrNull })}
        />
      </FormField>
      <FormField label={t('fields.offerHours')} error={fieldErrorText(errors.waitlistOfferHours)} description={t('fields.offerHoursHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={PLACES.offerHoursMin}
          max={PLACES.offerHoursMax}
          step={1}
          className="sm:max-w-48"
          {...form.register('waitlistOfferHours', { valueAsNumber: true })}
        />
      </FormField>
      <Controller
        control={form.control}
        name="approvalRequired"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <label className="-my-2 flex min-h-touch cursor-pointer items-center gap-3 self-start text-base text-fg">
              <Checkbox ref={field.ref} checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
              {t('fields.approvalRequired')}
            </label>
            <p className="text-sm text-fg-muted">{t('fields.approvalRequiredHint')}</p>
          </div>
        )}
      />
    </EventFormSection>
  );
}
