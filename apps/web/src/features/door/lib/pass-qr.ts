import QRCode from 'qrcode';

/**
 * The pass as a QR code (PNG data URL), drawn on the phone: the token is its text, nothing else.
 * Quartile error correction: a cracked screen or a glare spot still scans at the door.
 */
export function passQrDataUrl(token: string): Promise<string> {
  return QRCode.toDataURL(token, { width: 768, margin: 2, errorCorrectionLevel: 'Q', color: { dark: '#111111', light: '#ffffff' } });
}
