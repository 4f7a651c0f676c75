import type { UploadKind } from '@mingle/contracts';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Fieldset } from '@/components/ui/fieldset';
import { cn } from '@/lib/cn';
import { ImagePicker } from './image-picker';

export interface ImageUploadFieldProps {
  kind: UploadKind;
  label: string;
  description: string;
  /** The upload id kept by the form (null when there is no image). */
  value: string | null | undefined;
  /** The image already saved (edit), shown until replaced or removed. */
  initialUrl?: string | null;
  /** The new upload id and its address, or null twice when the image is removed. */
  onChange: (id: string | null, url: string | null) => void;
  /** A form error for this field (e.g. the server's 'uploadNotFound'). */
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A form field holding an image's upload id: a preview, a button to pick, crop and upload one
 * (square logo and photo, 16:9 banner), and removal after a confirmation.
 */
export function ImageUploadField({ kind, label, description, value, initialUrl, onChange, error, onUploadingChange }: ImageUploadFieldProps) {
  const { t } = useTranslation('common');
  const [previewUrl, setPreviewUrl] = useState<string | null>(value ? (initialUrl ?? null) : null);
  const [problem, setProblem] = useState<string>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [uploading, setUploading] = useState(false);
  const uploadingChanged = useCallback(
    (busy: boolean) => {
      setUploading(busy);
      onUploadingChange?.(busy);
    },
    [onUploadingChange],
  );
  const kindName = t(`image.kind.${kind}`);

  const remove = () => {
    setPreviewUrl(null);
    onChange(null, null);
    setConfirmRemove(false);
  };

  const shown = value ? previewUrl : null;
  return (
    <Fieldset legend={label} description={description} error={problem ?? error}>
      {({ describedBy }) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div
            className={cn(
              'relative flex shrink-0 items-center justify-center overflow-hidden border border-dashed border-border-strong bg-neutral-50 text-fg-muted',
              kind === 'banner' ? 'aspect-video w-full rounded-xl sm:w-64' : 'size-28',
              kind === 'photo' ? 'rounded-full' : 'rounded-xl',
            )}
          >
            {shown ? (
              <img src={shown} alt={t('image.previewAlt', { kind: kindName })} className="size-full object-cover" data-testid={`${kind}-preview`} />
            ) : (
              <span className="flex flex-col items-center gap-1 px-2 text-center text-sm">
                <ImagePlus aria-hidden="true" className="size-6" />
                {t('image.none', { context: kind })}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <ImagePicker
              kind={kind}
              describedBy={describedBy}
              onUploaded={(image) => {
                setPreviewUrl(image.url);
                onChange(image.id, image.url);
              }}
              onProblem={setProblem}
              onUploadingChange={uploadingChanged}
            >
              {shown ? <RefreshCw aria-hidden="true" className="size-5" /> : <ImagePlus aria-hidden="true" className="size-5" />}
              {shown ? t('image.replace', { context: kind }) : t('image.choose', { context: kind })}
            </ImagePicker>
            {shown ? (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={uploading}>
                <Trash2 aria-hidden="true" className="size-5" />
                {t('image.remove', { context: kind })}
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={t('image.removeTitle', { kind: kindName })}
            description={t('image.removeDescription', { kind: kindName, context: kind })}
            confirmLabel={t('image.removeConfirm')}
            cancelLabel={t('image.keep')}
            onConfirm={remove}
          />
        </div>
      )}
    </Fieldset>
  );
}
