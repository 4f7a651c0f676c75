import QRCode from 'qrcode';

/**
 * The QR code of a link as a PNG data URL, drawn once: it stays on screen without the network.
 * 768 px with a quiet zone scans well from another phone at arm's length.
 */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: 768, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#111111', light: '#ffffff' } });
}
