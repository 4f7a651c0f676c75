import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/error-text';
import { EventFormSection } from './event-form-section';
import type { EventFormApi } from './event-form-values';

/** What attendees read when they open the event, and who they can look for as the host. */
export function EventWelcomeSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  return (
    <EventFormSection title={t('form.sections.welcome')} description={t('form.sections.welcomeDescription')}>
      <FormField label={t('fields.welcomeMessage')} error={fieldErrorText(errors.welcomeMessage)} description={t('fields.welcomeMessageHint')}>
        <Textarea rows={4} placeholder={t('fields.welcomeMessagePlaceholder')} {...form.register('welcomeMessage')} />
      </FormField>
      <FormField label={t('fields.organizerUsername')} error={fieldErrorText(errors.organizerUsername)} description={t('fields.organizerUsernameHint')}>
        <Input autoCapitalize="none" spellCheck={false} className="sm:max-w-80" {...form.register('organizerUsername')} />
      </FormField>
    </EventFormSection>
  );
}
