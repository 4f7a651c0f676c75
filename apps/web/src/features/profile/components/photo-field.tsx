import { useTranslation } from 'react-i18next';
import { ImageUploadController } from '@/features/uploads';
import { useProfileFormTools } from './profile-form-context';

interface PhotoFieldProps {
  /** The address of the photo the form holds now (saved, kept from an earlier event, or just uploaded). */
  url: string | null;
  onUrlChange: (url: string | null) => void;
}

/** Optional: a square photo, cropped here and re-encoded by the server; initials stand in without one. */
export function PhotoField({ url, onUrlChange }: PhotoFieldProps) {
  const { t } = useTranslation('profile');
  const { form } = useProfileFormTools();
  return <ImageUploadController control={form.control} name="photoUploadId" kind="photo" label={t('photo.label')} description={t('photo.hint')} initialUrl={url} onImageChange={onUrlChange} />;
}
