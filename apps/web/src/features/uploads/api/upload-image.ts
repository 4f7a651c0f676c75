import { useMutation } from '@tanstack/react-query';
import { UploadSchema, type UploadKind } from '@mingle/contracts';
import { api } from '@/lib/api';

export interface UploadImageInput {
  kind: UploadKind;
  file: Blob;
  /** File name sent with the part; the server decides the stored format. */
  fileName?: string;
}

/** The multipart body of POST /uploads: `kind` first, then `file` (the server reads them in order). */
export function uploadFormData({ kind, file, fileName }: UploadImageInput): FormData {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, fileName ?? `${kind}.webp`);
  return form;
}

/**
 * POST /uploads: the server re-encodes (logo and photo 512x512, banner 1600x900, WebP). Event
 * images go to the company of x-company-id; a profile photo is the signed-in person's own.
 */
export function uploadImage(input: UploadImageInput) {
  return api.post('/uploads', uploadFormData(input), { schema: UploadSchema });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
