import { UPLOAD_LIMITS, type UploadKind } from '@mingle/contracts';
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Fieldset } from '@/components/ui/fieldset';
import { ImageCropper, type CropArea } from '@/components/ui/image-cropper';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { issueText } from '@/lib/error-text';
import { translateKey } from '@/lib/translate';
import { useUploadImage } from '../api/upload-image';
import { cropToBlob, croppedFileName, hasTooManyPixels, IMAGE_ASPECT, imageFileProblem, loadImage } from '../lib/images';

/** Text of a validation key for images; the size limit is filled in where the message names it. */
export function imageProblemText(key: string): string {
  return key === 'fileTooBig'
    ? translateKey('validation:fileTooBig', { limit: UPLOAD_LIMITS.maxBytesLabel })
    : issueText(key);
}

/** The server's answer to an upload, as one sentence for the field. */
function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const issue = error.issues.find((i) => i.field === 'file') ?? error.issues[0];
    if (issue) return issue.key === 'fileTooBig' ? imageProblemText(issue.key) : issueText(issue.key, issue.message);
  }
  return errorText(error);
}

export interface UploadedImage {
  id: string;
  url: string;
}

interface ImageUploadFieldProps {
  kind: UploadKind;
  label: string;
  description: string;
  /** The upload id kept by the form (null when there is no image). */
  value: string | null | undefined;
  /** The image already on the event (edit), shown until replaced or removed. */
  initialUrl?: string | null;
  onChange: (id: string | null) => void;
  /** A form error for this field (e.g. the server's 'uploadNotFound'). */
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Pick an image, crop it in the browser (square logo, 16:9 banner), upload it, keep its id.
 * The file is checked here first (type, 5 MB, pixels); the server checks again and re-encodes.
 */
export function ImageUploadField({ kind, label, description, value, initialUrl, onChange, error, onUploadingChange }: ImageUploadFieldProps) {
  const { t } = useTranslation('companyEvents');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Where focus goes back to when the crop dialog closes: the button that opened the file picker
  // (Radix cannot: the dialog opens from a file input, and the button is busy while uploading).
  const chooseRef = useRef<HTMLButtonElement>(null);
  const refocus = (event: Event) => {
    event.preventDefault();
    setTimeout(() => chooseRef.current?.focus());
  };
  const upload = useUploadImage();
  const [previewUrl, setPreviewUrl] = useState<string | null>(value ? (initialUrl ?? null) : null);
  const [picked, setPicked] = useState<{ src: string; name: string } | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const [problem, setProblem] = useState<string>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const kindName = t(`image.kind.${kind}`);

  // The picked file's object URL lives only while the cropper shows it.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.src) : undefined), [picked]);

  useEffect(() => {
    onUploadingChange?.(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  const choose = () => inputRef.current?.click();

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setProblem(undefined);
    const fileProblem = imageFileProblem(file);
    if (fileProblem) {
      setProblem(imageProblemText(fileProblem));
      return;
    }
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      if (hasTooManyPixels({ width: image.naturalWidth, height: image.naturalHeight })) {
        URL.revokeObjectURL(src);
        setProblem(imageProblemText('tooManyPixels'));
        return;
      }
    } catch {
      URL.revokeObjectURL(src);
      setProblem(imageProblemText('notAnImage'));
      return;
    }
    setArea(null);
    setPicked({ src, name: file.name });
  };

  const applyCrop = async () => {
    if (!picked || !area) return;
    try {
      const blob = await cropToBlob(picked.src, area, kind);
      const uploaded = await upload.mutateAsync({ kind, file: blob, fileName: croppedFileName(kind, blob) });
      setPreviewUrl(uploaded.url);
      onChange(uploaded.id);
      setPicked(null);
    } catch (failure) {
      setProblem(uploadErrorText(failure));
      setPicked(null);
    }
  };

  const remove = () => {
    setPreviewUrl(null);
    onChange(null);
    setConfirmRemove(false);
  };

  const shown = value ? previewUrl : null;
  const fieldError = problem ?? error;
  return (
    <Fieldset legend={label} description={description} error={fieldError}>
      {({ describedBy }) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div
            className={cn(
              'relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-border-strong bg-neutral-50 text-fg-muted',
              kind === 'logo' ? 'size-28' : 'aspect-video w-full sm:w-64',
            )}
          >
            {shown ? (
              <img src={shown} alt={t('image.previewAlt', { kind: kindName })} className="size-full object-cover" data-testid={`${kind}-preview`} />
            ) : (
              <span className="flex flex-col items-center gap-1 px-2 text-center text-sm">
                <ImagePlus aria-hidden="true" className="size-6" />
                {t('image.none')}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={UPLOAD_LIMITS.acceptAttribute}
              className="hidden"
              aria-label={t('image.fileInput', { kind: kindName })}
              data-testid={`${kind}-file`}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <Button ref={chooseRef} variant="secondary" onClick={choose} loading={upload.isPending} aria-describedby={describedBy}>
              {upload.isPending ? t('image.uploading') : shown ? (
                <>
                  <RefreshCw aria-hidden="true" className="size-5" />
                  {t('image.replace')}
                </>
              ) : (
                <>
                  <ImagePlus aria-hidden="true" className="size-5" />
                  {t('image.choose')}
                </>
              )}
            </Button>
            {shown ? (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={upload.isPending}>
                <Trash2 aria-hidden="true" className="size-5" />
                {t('image.remove')}
              </Button>
            ) : null}
          </div>

          <Dialog open={picked !== null} onOpenChange={(open) => (!open && !upload.isPending ? setPicked(null) : undefined)}>
            <DialogContent title={t('image.cropTitle', { kind: kindName })} description={t('image.cropDescription')} className="max-w-2xl" onCloseAutoFocus={refocus}>
              {picked ? (
                <ImageCropper
                  image={picked.src}
                  aspect={IMAGE_ASPECT[kind]}
                  onCropComplete={setArea}
                  label={t('image.cropArea')}
                  zoomLabel={t('image.zoom')}
                />
              ) : null}
              <DialogFooter>
                <Button variant="secondary" onClick={() => setPicked(null)} disabled={upload.isPending}>
                  {t('image.cancel')}
                </Button>
                <Button onClick={() => void applyCrop()} loading={upload.isPending} disabled={!area}>
                  {upload.isPending ? t('image.uploading') : t('image.use')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>

          <Dialog open={confirmRemove} onOpenChange={setConfirmRemove}>
            <DialogContent title={t('image.removeTitle', { kind: kindName })} description={t('image.removeDescription', { kind: kindName })}>
              <DialogFooter>
                <Button variant="secondary" onClick={() => setConfirmRemove(false)}>
                  {t('image.keep')}
                </Button>
                <Button variant="danger" onClick={remove}>
                  {t('image.removeConfirm')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </div>
      )}
    </Fieldset>
  );
}
