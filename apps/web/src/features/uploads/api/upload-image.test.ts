// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { uploadFormData, uploadImage } from './upload-image';

const UPLOAD = { id: '6f1c7a52-1d0e-4a4e-9a37-2b3f0c7d9e11', kind: 'logo', url: 'http://x/media/a.webp', width: 512, height: 512 };

describe('uploadImage', () => {
  it('sends kind first, then the file, as multipart (the browser sets the boundary)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(UPLOAD), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['png'], { type: 'image/webp' });
    await expect(uploadImage({ kind: 'logo', file, fileName: 'logo.webp' })).resolves.toEqual(UPLOAD);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/uploads');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect([...(init.body as FormData).keys()]).toEqual(['kind', 'file']);
    expect((init.body as FormData).get('kind')).toBe('logo');
    expect(((init.body as FormData).get('file') as File).name).toBe('logo.webp');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('names the part after the kind by default', () => {
    expect((uploadFormData({ kind: 'banner', file: new Blob([]) }).get('file') as File).name).toBe('banner.webp');
  });

  it('raises the field issue of a refused file', async () => {
    const refusal = {
      code: 413,
      name: 'PayloadTooLargeException',
      timestamp: 'now',
      path: '/api/v1/uploads',
      message: 'File too big. Max size is: 5 MB',
      issues: [{ field: 'file', key: 'fileTooBig', message: 'File too big. Max size is: 5 MB' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 413 })),
    );
    const error = await uploadImage({ kind: 'banner', file: new Blob([]) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues[0]).toMatchObject({ field: 'file', key: 'fileTooBig' });
  });
});
