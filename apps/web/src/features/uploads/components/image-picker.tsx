import { UPLOAD_LIMITS, type UploadKind } from '@mingle/contracts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import type { CropArea } from '@/components/ui/image-cropper';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { errorText, issueText } from '@/lib/error-text';
import { translateKey } from '@/lib/translate';
import { useUploadImage } from '../api/upload-image';
import { cropToBlob, croppedFileName, hasTooManyPixels, IMAGE_ASPECT, imageFileProblem, loadImage } from '../lib/images';

// The cropper loads once a picture is picked, not with every form that could take one (decision 014).
const ImageCropper = lazy(() => import('@/components/ui/image-cropper').then((m) => ({ default: m.ImageCropper })));

/** Text of a validation key for images; the size limit is filled in where the message names it. */
export function imageProblemText(key: string): string {
  return key === 'fileTooBig' ? translateKey('validation:fileTooBig', { limit: UPLOAD_LIMITS.maxBytesLabel }) : issueText(key);
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

interface ImagePickerProps {
  kind: UploadKind;
  /** What the button says (an icon and a few words). */
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  describedBy?: string;
  onUploaded: (image: UploadedImage) => void;
  /** What is wrong with the last pick or upload, or undefined once a new pick starts. */
  onProblem: (problem: string | undefined) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A button that picks an image, crops it in the browser (square logo and photo, 16:9 banner) in a
 * dialog (arrow keys move it, a labelled slider zooms) and uploads it. The file is checked here
 * first (type, 5 MB, pixels); the server checks again and re-encodes.
 */
export function ImagePicker({ kind, children, variant = 'secondary', size, describedBy, onUploaded, onProblem, onUploadingChange }: ImagePickerProps) {
  const { t } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  // Where focus goes back to when the crop dialog closes: the button that opened the file picker
  // (Radix cannot: the dialog opens from a file input, and the button is busy while uploading).
  const chooseRef = useRef<HTMLButtonElement>(null);
  const refocus = (event: Event) => {
    event.preventDefault();
    setTimeout(() => chooseRef.current?.focus());
  };
  const upload = useUploadImage();
  const [picked, setPicked] = useState<{ src: string; name: string } | null>(null);
  const [area, setArea] = useState<CropArea | null>(null);
  const kindName = t(`image.kind.${kind}`);

  // The picked file's object URL lives only while the cropper shows it.
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.src) : undefined), [picked]);

  useEffect(() => {
    onUploadingChange?.(upload.isPending);
  }, [upload.isPending, onUploadingChange]);

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    onProblem(undefined);
    const fileProblem = imageFileProblem(file);
    if (fileProblem) {
      onProblem(imageProblemText(fileProblem));
      return;
    }
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      if (hasTooManyPixels({ width: image.naturalWidth, height: image.naturalHeight })) {
        URL.revokeObjectURL(src);
        onProblem(imageProblemText('tooManyPixels'));
        return;
      }
    } catch {
      URL.revokeObjectURL(src);
      onProblem(imageProblemText('notAnImage'));
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
      onUploaded({ id: uploaded.id, url: uploaded.url });
      setPicked(null);
    } catch (failure) {
      onProblem(uploadErrorText(failure));
      setPicked(null);
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_LIMITS.acceptAttribute}
        className="hidden"
        aria-label={t('image.fileInput', { kind: kindName })}
        data-testid={`${kind}-file`}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <Button ref={chooseRef} variant={variant} size={size} onClick={() => inputRef.current?.click()} loading={upload.isPending} aria-describedby={describedBy}>
        {upload.isPending ? t('image.uploading') : children}
      </Button>

      <Dialog open={picked !== null} onOpenChange={(open) => (!open && !upload.isPending ? setPicked(null) : undefined)}>
        <DialogContent title={t('image.cropTitle', { kind: kindName })} description={t('image.cropDescription')} className="max-w-2xl" onCloseAutoFocus={refocus}>
          {picked ? (
            <Suspense fallback={<Spinner label={translateKey('common:loading')} className="mx-auto size-8" />}>
              <ImageCropper image={picked.src} aspect={IMAGE_ASPECT[kind]} round={kind === 'photo'} onCropComplete={setArea} label={t('image.cropArea')} zoomLabel={t('image.zoom')} />
            </Suspense>
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
    </>
  );
}
