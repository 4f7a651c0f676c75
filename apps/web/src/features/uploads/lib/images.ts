import { UPLOAD_LIMITS, type UploadKind } from '@mingle/contracts';

export interface Size {
  width: number;
  height: number;
}

export interface PixelArea extends Size {
  x: number;
  y: number;
}

/** Logo square, banner 16:9, profile photo square (UPLOAD_LIMITS.shapes). */
export const IMAGE_ASPECT: Record<UploadKind, number> = {
  logo: UPLOAD_LIMITS.shapes.logo.width / UPLOAD_LIMITS.shapes.logo.height,
  banner: UPLOAD_LIMITS.shapes.banner.width / UPLOAD_LIMITS.shapes.banner.height,
  photo: UPLOAD_LIMITS.shapes.photo.width / UPLOAD_LIMITS.shapes.photo.height,
};

const ACCEPTED_TYPES = UPLOAD_LIMITS.acceptAttribute.split(',');

/** What is wrong with a picked file before any upload: a validation key, or undefined when fine. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): 'notAnImage' | 'fileTooBig' | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'notAnImage';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'fileTooBig';
  return undefined;
}

/** A decoded image bigger than the server will read (pixel bombs). */
export function hasTooManyPixels({ width, height }: Size): boolean {
  return width * height > UPLOAD_LIMITS.maxInputPixels;
}

/**
 * Size of the canvas for a crop: the kind's shape exactly (512x512, 1600x900) when the crop has
 * at least that many pixels, else the crop's own size in the same proportions, never upscaled
 * (the server resizes to the final size either way).
 */
export function croppedOutputSize(area: Size, kind: UploadKind): Size {
  const target = UPLOAD_LIMITS.shapes[kind];
  const width = Math.max(1, Math.round(Math.min(target.width, area.width)));
  const height = Math.max(1, Math.round((width * target.height) / target.width));
  return { width, height };
}

/** Loads an image URL (an object URL of the picked file); rejects when the browser cannot decode it. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('notAnImage'));
    image.src = src;
  });
}

/** Draws the chosen area at the output size and encodes it (WebP where the browser can, else PNG). */
export async function cropToBlob(src: string, area: PixelArea, kind: UploadKind): Promise<Blob> {
  const image = await loadImage(src);
  const size = croppedOutputSize(area, kind);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/webp', 0.92);
  });
}

/** File name for the upload part, matching what the canvas produced. */
export function croppedFileName(kind: UploadKind, blob: Blob): string {
  return `${kind}.${blob.type === 'image/png' ? 'png' : blob.type === 'image/jpeg' ? 'jpg' : 'webp'}`;
}
