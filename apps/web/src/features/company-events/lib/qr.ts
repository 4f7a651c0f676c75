import QRCode from 'qrcode';
import { saveUrl } from './save-file';

/** The QR code of a link as an SVG data URL: sharp on screen and on paper at any size. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR code as a PNG data URL, big enough for a poster (1024 px). */
export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: 1024, margin: 2, errorCorrectionLevel: 'M' });
}

/** Saves a data URL as a file through a temporary link. */
export const downloadDataUrl = saveUrl;
