import { UPLOAD_LIMITS } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUploadController } from '@/features/uploads';
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
      <ImageUploadController
        control={form.control}
        name="logoUploadId"
        kind="logo"
        label={t('fields.logo')}
        description={t('fields.logoHint', { limit: UPLOAD_LIMITS.maxBytesLabel })}
        initialUrl={initialImages?.logoUrl}
        onUploadingChange={onLogoUploading}
      />
      <ImageUploadController
        control={form.control}
        name="bannerUploadId"
        kind="banner"
        label={t('fields.banner')}
        description={t('fields.bannerHint', { limit: UPLOAD_LIMITS.maxBytesLabel })}
        initialUrl={initialImages?.bannerUrl}
        onUploadingChange={onBannerUploading}
      />
    </EventFormSection>
  );
}
