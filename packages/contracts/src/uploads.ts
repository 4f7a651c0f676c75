import { z } from 'zod';

/** Event images (company members) and an attendee's profile photo (anyone signed in). */
export const UPLOAD_KINDS = ['logo', 'banner', 'photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What an upload may be (decision 004). */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxBytesLabel: '5 MB',
  /** Decoding more pixels than this is refused before any work (pixel bombs). */
  maxInputPixels: 40_000_000,
  shapes: {
    logo: { width: 512, height: 512 },
    banner: { width: 1600, height: 900 },
    photo: { width: 512, height: 512 },
  },
  acceptedFormats: ['jpeg', 'png', 'webp'] as const,
  acceptAttribute: 'image/jpeg,image/png,image/webp',
} as const;

export const UploadKindInput = z.object({ kind: z.enum(UPLOAD_KINDS, { error: 'invalidValue' }) });

export const UploadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(UPLOAD_KINDS),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Upload = z.infer<typeof UploadSchema>;
