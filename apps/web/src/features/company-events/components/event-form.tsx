import { zodResolver } from '@hookform/resolvers/zod';
import { CreateEventInput, type CreateEventData } from '@mingle/contracts';
import { useCallback, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { reportSubmitError } from '@/lib/form-errors';
import { EventBasicsSection } from './event-form-basics';
import { EventImagesSection } from './event-form-images';
import { EventIntentsSection } from './event-form-intents';
import { EventPlacesSection } from './event-form-places';
import { EventPrivacySection } from './event-form-privacy';
import { EVENT_FIELDS, eventPayload, type EventFormValues } from './event-form-values';
import { EventWelcomeSection } from './event-form-welcome';
import { EventWhenSection } from './event-form-when';

export { eventPayload, numberOrNull, type EventFormValues } from './event-form-values';

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

/** Create and edit share this form: contract schema on the client, field errors from the server. */
export function EventForm({ defaultValues, slugChosen = false, initialImages, submitLabel, cancel, onSubmit }: EventFormProps) {
  const { t } = useTranslation('companyEvents');
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState({ logo: false, banner: false });
  const form = useForm<EventFormValues, unknown, CreateEventData>({ resolver: zodResolver(CreateEventInput), defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { isSubmitting } = form.formState;
  const busyUploading = uploading.logo || uploading.banner;
  const onLogoUploading = useCallback((busy: boolean) => setUploading((u) => ({ ...u, logo: busy })), []);
  const onBannerUploading = useCallback((busy: boolean) => setUploading((u) => ({ ...u, banner: busy })), []);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // A disabled field's value is not in `values`: read the kept location from the form itself.
      await onSubmit(eventPayload({ ...values, location: form.getValues('location') }));
    } catch (error) {
      reportSubmitError(error, form.setError, EVENT_FIELDS, setFormError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6">
      <UnsavedChangesGuard control={form.control} />
      {formError ? <Alert>{formError}</Alert> : null}

      <EventBasicsSection form={form} chosenSlug={slugChosen ? defaultValues.slug : undefined} />
      <EventWhenSection form={form} initialTimeZone={defaultValues.timeZone} />
      <EventWelcomeSection form={form} />
      <EventIntentsSection form={form} />
      <EventImagesSection form={form} initialImages={initialImages} onLogoUploading={onLogoUploading} onBannerUploading={onBannerUploading} />
      <EventPlacesSection form={form} />
      <EventPrivacySection form={form} />

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
