import sharp, { type Metadata } from 'sharp';
import { UPLOAD_LIMITS, type UploadKind } from '@mingle/contracts';
import { errors } from '../../lib/errors.js';

/**
 * Re-encodes an upload to its final shape as WebP. The real type comes from the bytes (sharp reads
 * the header), never from the name or the declared type; metadata (EXIF, GPS) is dropped by
 * re-encoding; anything over the pixel limit is refused before it is decoded.
 */
export async function normaliseImage(input: Buffer, kind: UploadKind) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.field(400, 'file', 'notAnImage');
  }
  if (!meta.format || !(UPLOAD_LIMITS.acceptedFormats as readonly string[]).includes(meta.format)) {
    throw errors.field(400, 'file', 'notAnImage'); // SVG, GIF, PDF, HTML...
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw errors.field(400, 'file', 'notAnImage');
  if (pixels > UPLOAD_LIMITS.maxInputPixels) throw errors.field(413, 'file', 'tooManyPixels');

  const { width, height } = UPLOAD_LIMITS.shapes[kind];
  try {
    const data = await sharp(input, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' })
      .rotate() // apply the camera's orientation before the metadata goes
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, width, height, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw errors.field(400, 'file', 'notAnImage'); // truncated or corrupt data
  }
}
