import { LIMITS } from '@mingle/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { useSlugAutofill } from '@/components/ui/use-slug-autofill';
import { fieldErrorText } from '@/lib/error-text';
import { attendeeOrigin } from '../lib/share-link';
import { EventFormSection } from './event-form-section';
import { EVENT_SLUG_MAX, type EventFormApi } from './event-form-values';

interface EventBasicsSectionProps {
  form: EventFormApi;
  /** The slug the event has (edit): the name no longer fills it in, and a change says the old link moves. */
  chosenSlug: string | undefined;
}

/** Name, slug (filled in from the name until typed) and the short description. */
export function EventBasicsSection({ form, chosenSlug }: EventBasicsSectionProps) {
  const { t } = useTranslation('companyEvents');
  const { errors } = form.formState;
  const autofill = useSlugAutofill(form, { slugField: 'slug', max: EVENT_SLUG_MAX, chosen: chosenSlug !== undefined });
  const [slug, description] = useWatch({ control: form.control, name: ['slug', 'description'] });
  const descriptionLength = description?.length ?? 0;

  return (
    <EventFormSection title={t('form.sections.basics')} description={t('form.sections.basicsDescription')}>
      <FormField label={t('fields.name')} error={fieldErrorText(errors.name)}>
        <Input placeholder={t('fields.namePlaceholder')} {...form.register('name', { onChange: autofill.onNameChange })} />
      </FormField>
      <FormField
        label={t('fields.slug')}
        error={fieldErrorText(errors.slug)}
        description={
          <span className="flex flex-col gap-1 break-all">
            <span>{t('fields.slugHint', { url: `${attendeeOrigin()}/events/${slug || '…'}/join` })}</span>
            {chosenSlug && slug && slug !== chosenSlug ? <span className="break-normal text-fg">{t('fields.slugMoved', { old: chosenSlug })}</span> : null}
          </span>
        }
      >
        <Input autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={EVENT_SLUG_MAX} {...form.register('slug', { onChange: autofill.onSlugChange })} />
      </FormField>
      <FormField
        label={t('fields.description')}
        error={fieldErrorText(errors.description)}
        description={
          <span className="flex justify-between gap-3">
            <span>{t('fields.descriptionHint')}</span>
            <CharacterCount count={descriptionLength} max={LIMITS.eventDescriptionMax} label={t('fields.descriptionCount', { count: descriptionLength, max: LIMITS.eventDescriptionMax })} />
          </span>
        }
      >
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
    </EventFormSection>
  );
}
