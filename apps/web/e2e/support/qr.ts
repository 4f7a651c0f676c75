import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a phone camera reads from a PNG image: the text of its QR code (undefined: none found). */
export function readQrPng(png: Buffer): string | undefined {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}
