import { UPLOAD_LIMITS } from '@mingle/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/error-text';
import { ImageUploadField } from '@/features/uploads';
import { EventFormSection } from './event-form-section';
import type { EventFormApi } from './event-form-values';

interface EventImagesSectionProps {
  form: EventFormApi;
  /** Edit: the images already on the event. */
  initialImages: { logoUrl: string | null; bannerUrl: string | null } | undefined;
  onLogoUploading: (busy: boolean) => void;
  onBannerUploading: (busy: boolean) => void;
}

/** The logo and banner (join page, event home, QR poster); the form waits while either uploads. */
export function EventImagesSection({ form, initialImages, onLogoUploading, onBannerUploading }: EventImagesSectionProps) {
  const { t } = useTranslation('companyEvents');
  return (
    <EventFormSection title={t('form.sections.images')} description={t('form.sections.imagesDescription')}>
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
    </EventFormSection>
  );
}
