// @vitest-environment jsdom
import { UPLOAD_LIMITS } from '@mingle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropToBlob, croppedFileName, croppedOutputSize, hasTooManyPixels, IMAGE_ASPECT, imageFileProblem } from './images';

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageFileProblem({ type, size: UPLOAD_LIMITS.maxBytes })).toBeUndefined();
    }
  });

  it('refuses other types before looking at the size', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('notAnImage');
    expect(imageFileProblem({ type: 'text/plain', size: UPLOAD_LIMITS.maxBytes * 2 })).toBe('notAnImage');
    expect(imageFileProblem({ type: '', size: 10 })).toBe('notAnImage');
  });

  it('refuses a file over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_LIMITS.maxBytes + 1 })).toBe('fileTooBig');
  });
});

describe('hasTooManyPixels', () => {
  it('draws the line at the server limit', () => {
    expect(hasTooManyPixels({ width: 8000, height: 5000 })).toBe(false);
    expect(hasTooManyPixels({ width: 8000, height: 5001 })).toBe(true);
  });
});

describe('croppedOutputSize', () => {
  it('uses the exact shape when the crop is large enough', () => {
    expect(croppedOutputSize({ width: 3200, height: 1800 }, 'banner')).toEqual({ width: 1600, height: 900 });
    expect(croppedOutputSize({ width: 2000, height: 2000 }, 'logo')).toEqual({ width: 512, height: 512 });
  });

  it('never upscales a small crop and keeps the proportions exact', () => {
    expect(croppedOutputSize({ width: 800, height: 450 }, 'banner')).toEqual({ width: 800, height: 450 });
    expect(croppedOutputSize({ width: 801.4, height: 450.9 }, 'banner')).toEqual({ width: 801, height: 451 });
    expect(croppedOutputSize({ width: 300.2, height: 299.8 }, 'logo')).toEqual({ width: 300, height: 300 });
  });

  it('never answers a zero-sized canvas', () => {
    expect(croppedOutputSize({ width: 0.2, height: 0.1 }, 'logo')).toEqual({ width: 1, height: 1 });
  });

  it('knows the aspect of each kind', () => {
    expect(IMAGE_ASPECT.logo).toBe(1);
    expect(IMAGE_ASPECT.banner).toBeCloseTo(16 / 9);
    expect(IMAGE_ASPECT.photo).toBe(1);
  });
});

describe('cropToBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the chosen area onto a canvas of the output size', async () => {
    const drawImage = vi.fn();
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage, imageSmoothingQuality: 'low' }),
      toBlob: (done: (blob: Blob | null) => void, type: string) => done(new Blob(['x'], { type })),
    };
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => (tag === 'canvas' ? canvas : create(tag))) as typeof document.createElement);
    // jsdom does not decode images: make every image "load" at once.
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      queueMicrotask(() => this.onload?.(new Event('load')));
    });

    const blob = await cropToBlob('blob:picked', { x: 10, y: 20, width: 3200, height: 1800 }, 'banner');
    expect(canvas.width).toBe(1600);
    expect(canvas.height).toBe(900);
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 10, 20, 3200, 1800, 0, 0, 1600, 900);
    expect(blob.type).toBe('image/webp');
    expect(croppedFileName('banner', blob)).toBe('banner.webp');
    expect(croppedFileName('logo', new Blob([], { type: 'image/png' }))).toBe('logo.png');
  });
});
