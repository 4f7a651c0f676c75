import { GENDERS, type Category } from '@mingle/contracts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Fieldset } from '@/components/ui/fieldset';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RadioChip, RadioGroup } from '@/components/ui/radio-group';
import { fieldErrorText } from '@/lib/error-text';
import { HometownField } from './hometown-field';
import { InterestsPicker } from './interests-picker';
import { useProfileFormTools } from './profile-form-context';
import { TopPlacesField } from './top-places-field';

/** Interests (at least one). */
export function InterestsSection({ categories, headingLevel }: { categories: readonly Category[]; headingLevel?: 'h2' | 'h3' }) {
  const { form, revalidate } = useProfileFormTools();
  return (
    <Controller
      control={form.control}
      name="interests"
      render={({ field, fieldState }) => (
        <InterestsPicker
          categories={categories}
          value={field.value}
          onChange={(ids) => {
            field.onChange(ids);
            revalidate('interests');
          }}
          error={fieldErrorText(fieldState.error)}
          inputRef={field.ref}
          headingLevel={headingLevel}
        />
      )}
    />
  );
}

/** First and last name, gender (the seven values of GENDERS) and hometown. */
export function DetailsSection() {
  const { t } = useTranslation('profile');
  const { form, revalidate } = useProfileFormTools();
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('details.firstName')} error={fieldErrorText(errors.firstName)}>
          <Input autoComplete="given-name" {...form.register('firstName', { onChange: () => revalidate('firstName') })} />
        </FormField>
        <FormField label={t('details.lastName')} error={fieldErrorText(errors.lastName)}>
          <Input autoComplete="family-name" {...form.register('lastName', { onChange: () => revalidate('lastName') })} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="gender"
        render={({ field, fieldState }) => (
          <Fieldset legend={t('details.gender')} error={fieldErrorText(fieldState.error)}>
            {({ legendId, describedBy, invalid }) => (
              <RadioGroup
                ref={(element) =>
                  field.ref({
                    focus: () => element?.querySelector<HTMLButtonElement>('[data-state="checked"], button')?.focus(),
                  })
                }
                value={field.value ?? ''}
                onValueChange={(next) => {
                  field.onChange(next);
                  revalidate('gender');
                }}
                aria-labelledby={legendId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              >
                {GENDERS.map((gender) => (
                  <RadioChip key={gender} value={gender}>
                    {t(`gender.${gender}`)}
                  </RadioChip>
                ))}
              </RadioGroup>
            )}
          </Fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="hometownId"
        render={({ field, fieldState }) => (
          <FormField label={t('details.hometown')} error={fieldErrorText(fieldState.error)} description={t('details.hometownHint')}>
            <HometownField
              value={field.value}
              onChange={(placeId) => {
                field.onChange(placeId);
                revalidate('hometownId');
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          </FormField>
        )}
      />
    </div>
  );
}

/** Favourite adventures and dream destinations: exactly a top 3 each. */
export function QuestionsSection() {
  const { t } = useTranslation('profile');
  const { form, revalidate } = useProfileFormTools();
  return (
    <div className="flex flex-col gap-8">
      <Controller
        control={form.control}
        name="adventures"
        render={({ field, fieldState }) => (
          <TopPlacesField
            legend={t('questions.adventures')}
            description={t('questions.adventuresHint')}
            value={field.value}
            onChange={(ids) => {
              field.onChange(ids);
              revalidate('adventures');
            }}
            error={fieldErrorText(fieldState.error)}
            inputRef={field.ref}
          />
        )}
      />
      <Controller
        control={form.control}
        name="destinations"
        render={({ field, fieldState }) => (
          <TopPlacesField
            legend={t('questions.destinations')}
            description={t('questions.destinationsHint')}
            value={field.value}
            onChange={(ids) => {
              field.onChange(ids);
              revalidate('destinations');
            }}
            error={fieldErrorText(fieldState.error)}
            inputRef={field.ref}
          />
        )}
      />
    </div>
  );
}

/** The option to keep the profile for future events (decision 020). */
export function KeepForFutureField() {
  const { t } = useTranslation('profile');
  const { form } = useProfileFormTools();
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="keepForFuture"
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
          <Checkbox id={id} ref={field.ref} checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} aria-describedby={`${id}-hint`} className="mt-0.5" />
          <div className="flex flex-col gap-0.5">
            <label htmlFor={id} className="-my-3 cursor-pointer py-3 text-base font-semibold text-fg">
              {t('keep.label')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-fg-muted">
              {t('keep.hint')}
            </p>
          </div>
        </div>
      )}
    />
  );
}
