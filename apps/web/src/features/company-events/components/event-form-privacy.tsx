import { RETENTION_DAYS } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { EventFormSection } from './event-form-section';
import { numberOrNull, type EventFormApi } from './event-form-values';

/** How long attendees' data is kept once the event is over (empty: kept). */
export function EventPrivacySection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  return (
    <EventFormSection title={t('form.sections.privacy')} description={t('form.sections.privacyDescription')}>
      <FormField label={t('fields.retention')} error={fieldErrorText(errors.attendeeDataRetentionDays)} description={t('fields.retentionHint')}>
        <Input
          type="number"
          inputMode="numeric"
          min={RETENTION_DAYS.min}
          max={RETENTION_DAYS.max}
          step={1}
          placeholder={t('fields.retentionPlaceholder')}
          className="sm:max-w-48"
          {...form.register('attendeeDataRetentionDays', { setValueAs: numberOrNull })}
        />
      </FormField>
    </EventFormSection>
  );
}
