import { describe, expect, it } from 'vitest';
import { qrSvgDataUrl } from './qr';

describe('QR codes', () => {
  it('draws an SVG of the link', async () => {
    const url = await qrSvgDataUrl('https://mingle.example/events/makers/join');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toContain('<svg');
  });
});
