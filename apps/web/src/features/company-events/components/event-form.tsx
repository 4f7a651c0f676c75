import { zodResolver } from '@hookform/resolvers/zod';
import { CreateEventInput, LIMITS, RETENTION_DAYS, UPLOAD_LIMITS, type CreateEventData } from '@mingle/contracts';
import { useCallback, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { useSlugAutofill } from '@/components/ui/use-slug-autofill';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { fieldErrorText } from '@/lib/error-text';
import { reportSubmitError } from '@/lib/form-errors';
import { attendeeOrigin } from '../lib/share-link';
import { timeZoneOptions } from '../lib/time-zones';
import { ImageUploadField } from '@/features/uploads';

export type EventFormValues = z.input<typeof CreateEventInput>;

/** The contract's limit for an event slug (eventFields.slug: slug(60)). */
const EVENT_SLUG_MAX = 60;

const FIELDS: readonly Path<EventFormValues>[] = [
  'name',
  'slug',
  'startDate',
  'endDate',
  'locationTbd',
  'location',
  'description',
  'expectedAttendees',
  'welcomeMessage',
  'organizerUsername',
  'timeZone',
  'logoUploadId',
  'bannerUploadId',
  'attendeeDataRetentionDays',
];

/**
 * What is sent: empty optional text as null. A location typed before "to be determined" was ticked
 * is kept for later (attendees see "to be determined" until it is unticked).
 */
export function eventPayload(values: CreateEventData): CreateEventData {
  const description = values.description?.trim() ? values.description : null;
  return {
    ...values,
    location: values.location?.trim() ? values.location : null,
    description,
    expectedAttendees: values.expectedAttendees ?? null,
    logoUploadId: values.logoUploadId ?? null,
    bannerUploadId: values.bannerUploadId ?? null,
    attendeeDataRetentionDays: values.attendeeDataRetentionDays ?? null,
  };
}

/** An empty number field is "not given" (null), not zero. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}

interface EventFormProps {
  defaultValues: EventFormValues;
  /** Edit: the slug is already chosen, and the images already on the event. */
  slugChosen?: boolean;
  initialImages?: { logoUrl: string | null; bannerUrl: string | null };
  submitLabel: string;
  cancel: ReactNode;
  /** Saves; throws the ApiError for the form to show at its fields. */
  onSubmit: (values: CreateEventData) => Promise<void>;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="grid gap-6 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-fg">{title}</h2>
        <p className="text-sm text-fg-muted">{description}</p>
      </div>
      <div className="flex min-w-0 flex-col gap-5">{children}</div>
    </Card>
  );
}

/** Create and edit share this form: contract schema on the client, field errors from the server. */
export function EventForm({ defaultValues, slugChosen = false, initialImages, submitLabel, cancel, onSubmit }: EventFormProps) {
  const { t } = useTranslation('companyEvents');
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState({ logo: false, banner: false });
  const form = useForm({ resolver: zodResolver(CreateEventInput), defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;
  const autofill = useSlugAutofill(form, { slugField: 'slug', max: EVENT_SLUG_MAX, chosen: slugChosen });
  const [slug, startDate, locationTbd, description, timeZone] = useWatch({
    control: form.control,
    name: ['slug', 'startDate', 'locationTbd', 'description', 'timeZone'],
  });
  const zones = useMemo(() => timeZoneOptions([defaultValues.timeZone]), [defaultValues.timeZone]);
  const descriptionLength = description?.length ?? 0;
  const busyUploading = uploading.logo || uploading.banner;
  const onLogoUploading = useCallback((busy: boolean) => setUploading((u) => ({ ...u, logo: busy })), []);
  const onBannerUploading = useCallback((busy: boolean) => setUploading((u) => ({ ...u, banner: busy })), []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // A disabled field's value is not in `values`: read the kept location from the form itself.
      await onSubmit(eventPayload({ ...values, location: form.getValues('location') }));
    } catch (error) {
      reportSubmitError(error, form.setError, FIELDS, setFormError);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <UnsavedChangesGuard control={form.control} />
      {formError ? <Alert>{formError}</Alert> : null}

      <Section title={t('form.sections.basics')} description={t('form.sections.basicsDescription')}>
        <FormField label={t('fields.name')} error={fieldErrorText(errors.name)}>
          <Input placeholder={t('fields.namePlaceholder')} {...form.register('name', { onChange: autofill.onNameChange })} />
        </FormField>
        <FormField
          label={t('fields.slug')}
          error={fieldErrorText(errors.slug)}
          description={
            <span className="flex flex-col gap-1 break-all">
              <span>{t('fields.slugHint', { url: `${attendeeOrigin()}/events/${slug || '…'}/join` })}</span>
              {slugChosen && defaultValues.slug && slug && slug !== defaultValues.slug ? (
                <span className="break-normal text-fg">{t('fields.slugMoved', { old: defaultValues.slug })}</span>
              ) : null}
            </span>
          }
        >
          <Input
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={EVENT_SLUG_MAX}
            {...form.register('slug', { onChange: autofill.onSlugChange })}
          />
        </FormField>
        <FormField
          label={t('fields.description')}
          error={fieldErrorText(errors.description)}
          description={
            <span className="flex justify-between gap-3">
              <span>{t('fields.descriptionHint')}</span>
              <CharacterCount
                count={descriptionLength}
                max={LIMITS.eventDescriptionMax}
                label={t('fields.descriptionCount', { count: descriptionLength, max: LIMITS.eventDescriptionMax })}
              />
            </span>
          }
        >
          <Textarea rows={3} {...form.register('description')} />
        </FormField>
      </Section>

      <Section title={t('form.sections.when')} description={t('form.sections.whenDescription')}>
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
            <Input
              placeholder={t('fields.locationPlaceholder')}
              disabled={locationTbd}
              autoComplete="off"
              {...form.register('location')}
            />
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
        <FormField
          label={t('fields.expectedAttendees')}
          error={fieldErrorText(errors.expectedAttendees)}
          description={t('fields.expectedAttendeesHint')}
        >
          <Input type="number" inputMode="numeric" min={1} step={1} className="sm:max-w-48" {...form.register('expectedAttendees', { setValueAs: numberOrNull })} />
        </FormField>
      </Section>

      <Section title={t('form.sections.welcome')} description={t('form.sections.welcomeDescription')}>
        <FormField label={t('fields.welcomeMessage')} error={fieldErrorText(errors.welcomeMessage)} description={t('fields.welcomeMessageHint')}>
          <Textarea rows={4} placeholder={t('fields.welcomeMessagePlaceholder')} {...form.register('welcomeMessage')} />
        </FormField>
        <FormField
          label={t('fields.organizerUsername')}
          error={fieldErrorText(errors.organizerUsername)}
          description={t('fields.organizerUsernameHint')}
        >
          <Input autoCapitalize="none" spellCheck={false} className="sm:max-w-80" {...form.register('organizerUsername')} />
        </FormField>
      </Section>

      <Section title={t('form.sections.images')} description={t('form.sections.imagesDescription')}>
        <Controller
          control={form.control}
          name="logoUploadId"
          render={({ field, fieldState }) => (
            <ImageUploadField
              kind="logo"
              label={t('fields.logo')}
              description={t('fields.logoHint', { limit: UPLOAD_LIMITS.maxBytesLabel })}
              value={field.value}
              initialUrl={initialImages?.logoUrl}
              onChange={field.onChange}
              error={fieldErrorText(fieldState.error)}
              onUploadingChange={onLogoUploading}
            />
          )}
        />
        <Controller
          control={form.control}
          name="bannerUploadId"
          render={({ field, fieldState }) => (
            <ImageUploadField
              kind="banner"
              label={t('fields.banner')}
              description={t('fields.bannerHint', { limit: UPLOAD_LIMITS.maxBytesLabel })}
              value={field.value}
              initialUrl={initialImages?.bannerUrl}
              onChange={field.onChange}
              error={fieldErrorText(fieldState.error)}
              onUploadingChange={onBannerUploading}
            />
          )}
        />
      </Section>

      <Section title={t('form.sections.privacy')} description={t('form.sections.privacyDescription')}>
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
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {busyUploading ? <p className="text-sm text-fg-muted sm:mr-auto">{t('form.waitForImages')}</p> : null}
        {cancel}
        <Button type="submit" size="lg" loading={isSubmitting} disabled={busyUploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

