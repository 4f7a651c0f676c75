import { ABOUT, INTENTS, type IntentOption } from '@mingle/contracts';
import { Link2, Plus, X } from 'lucide-react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ToggleChip } from '@/components/ui/chip';
import { Fieldset } from '@/components/ui/fieldset';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { fieldErrorText } from '@/lib/error-text';
import { useProfileFormTools } from './profile-form-context';

/** What brings me here: up to three of the event's intent options (decision 040). */
export function IntentsField({ options }: { options: readonly IntentOption[] }) {
  const { t } = useTranslation('profile');
  const { form, revalidate } = useProfileFormTools();
  if (options.length === 0) return null;
  return (
    <Controller
      control={form.control}
      name="intents"
      render={({ field, fieldState }) => {
        // A choice of an option the organisers since removed is not shown, and not sent again.
        const chosen = (field.value ?? []).filter((id) => options.some((o) => o.id === id));
        const full = chosen.length >= INTENTS.chosenMax;
        const set = (next: string[]) => {
          field.onChange(next);
          revalidate('intents');
        };
        return (
          <Fieldset
            legend={t('intents.legend')}
            description={t('intents.hint', { max: INTENTS.chosenMax })}
            legendAside={t('intents.count', { count: chosen.length, max: INTENTS.chosenMax })}
            error={fieldErrorText(fieldState.error)}
          >
            {({ describedBy }) => (
              <div role="group" aria-label={t('intents.legend')} aria-describedby={describedBy} className="flex flex-wrap gap-2">
                {options.map((option, i) => {
                  const on = chosen.includes(option.id);
                  return (
                    <ToggleChip
                      key={option.id}
                      ref={i === 0 ? field.ref : undefined}
                      pressed={on}
                      // At three, the others wait until one is taken off (the hint says why).
                      disabled={!on && full}
                      className="disabled:cursor-not-allowed disabled:opacity-60"
                      onPressedChange={(next) => set(next ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
                    >
                      {option.label}
                    </ToggleChip>
                  );
                })}
              </div>
            )}
          </Fieldset>
        );
      }}
    />
  );
}

type ListError = (FieldError | undefined)[] & { message?: string; root?: FieldError };

/** Headline, bio and up to three links: all optional. */
export function AboutFields() {
  const { t } = useTranslation('profile');
  const { form, revalidate } = useProfileFormTools();
  const { errors } = form.formState;
  const headline = useWatch({ control: form.control, name: 'headline' }) ?? '';
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const links = useWatch({ control: form.control, name: 'links' }) ?? [];
  const linkErrors = errors.links as unknown as ListError | undefined;
  const listError = fieldErrorText(linkErrors?.root ?? (linkErrors?.message ? (linkErrors as unknown as FieldError) : undefined));
  const setLinks = (next: string[]) => {
    form.setValue('links', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    revalidate('links');
  };

  return (
    <div className="flex flex-col gap-6">
      <FormField
        label={t('about.headline')}
        error={fieldErrorText(errors.headline)}
        description={
          <span className="flex justify-between gap-3">
            <span>{t('about.headlineHint')}</span>
            <CharacterCount count={headline.length} max={ABOUT.headlineMax} label={t('about.count', { count: headline.length, max: ABOUT.headlineMax })} />
          </span>
        }
      >
        <Input autoComplete="organization-title" placeholder={t('about.headlinePlaceholder')} {...form.register('headline', { onChange: () => revalidate('headline') })} />
      </FormField>
      <FormField
        label={t('about.bio')}
        error={fieldErrorText(errors.bio)}
        description={
          <span className="flex justify-between gap-3">
            <span>{t('about.bioHint')}</span>
            <CharacterCount count={bio.length} max={ABOUT.bioMax} label={t('about.count', { count: bio.length, max: ABOUT.bioMax })} />
          </span>
        }
      >
        <Textarea rows={4} {...form.register('bio', { onChange: () => revalidate('bio') })} />
      </FormField>
      <Fieldset legend={t('about.links')} description={t('about.linksHint', { max: ABOUT.linksMax })} error={listError}>
        <div className="flex flex-col gap-3">
          {links.map((link, i) => (
            <div key={i} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <FormField label={t('about.link', { n: i + 1 })} error={fieldErrorText(linkErrors?.[i])}>
                  <Input
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="https://"
                    value={link}
                    onChange={(e) => setLinks(links.map((l, j) => (j === i ? e.target.value : l)))}
                  />
                </FormField>
              </div>
              <Button
                variant="ghost"
                size="icon"
                // Beside the input, not under its error.
                className={linkErrors?.[i] ? 'mb-7' : undefined}
                aria-label={t('about.removeLink', { n: i + 1 })}
                onClick={() => setLinks(links.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
          ))}
          {links.length < ABOUT.linksMax ? (
            <Button variant="secondary" className="self-start" onClick={() => setLinks([...links, ''])}>
              {links.length === 0 ? <Link2 aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
              {links.length === 0 ? t('about.addFirstLink') : t('about.addLink')}
            </Button>
          ) : null}
        </div>
      </Fieldset>
    </div>
  );
}
