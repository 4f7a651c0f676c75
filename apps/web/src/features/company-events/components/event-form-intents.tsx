import { INTENTS } from '@mingle/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { InlineError } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { fieldErrorText } from '@/lib/error-text';
import { EventFormSection } from './event-form-section';
import type { EventFormApi } from './event-form-values';

/**
 * What attendees may say they come for (decision 040). An option keeps its id while its label is
 * reworded, so people's choices follow; a removed one leaves their profiles when the event is saved.
 */
export function EventIntentsSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('companyEvents');
  // The options carry an `id` of their own: the list's row keys go under another name.
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'intentOptions', keyName: 'key' });
  const errors = form.formState.errors.intentOptions as unknown as ({ label?: FieldError } | undefined)[] & { message?: string; root?: FieldError };
  const listError = fieldErrorText(errors?.root ?? (errors?.message ? (errors as unknown as FieldError) : undefined));
  return (
    <EventFormSection title={t('form.sections.intents')} description={t('form.sections.intentsDescription', { max: INTENTS.chosenMax })}>
      <InlineError id={undefined} error={listError} />
      <ol className="flex flex-col gap-4">
        {fields.map((row, i) => (
          <li key={row.key} className="max-w-xl">
            {/* The row's buttons sit on the label's line, so the label itself has the whole width, even on a phone. */}
            <FormField
              label={t('fields.intentOption', { n: i + 1 })}
              error={fieldErrorText(errors?.[i]?.label)}
              labelAside={
                <div className="-my-2 flex">
                  <Button variant="ghost" size="icon" disabled={i === 0} aria-label={t('fields.intentMoveUp', { n: i + 1 })} onClick={() => move(i, i - 1)}>
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </Button>
                  <Button variant="ghost" size="icon" disabled={i === fields.length - 1} aria-label={t('fields.intentMoveDown', { n: i + 1 })} onClick={() => move(i, i + 1)}>
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t('fields.intentRemove', { n: i + 1 })} onClick={() => remove(i)}>
                    <X aria-hidden="true" className="size-5" />
                  </Button>
                </div>
              }
            >
              <Input {...form.register(`intentOptions.${i}.label` as const)} />
            </FormField>
          </li>
        ))}
      </ol>
      {fields.length === 0 ? <p className="text-sm text-fg-muted">{t('fields.intentNone')}</p> : null}
      {fields.length < INTENTS.optionsMax ? (
        <Button variant="secondary" className="self-start" onClick={() => append({ label: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('fields.intentAdd')}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">{t('fields.intentMax', { max: INTENTS.optionsMax })}</p>
      )}
    </EventFormSection>
  );
}
