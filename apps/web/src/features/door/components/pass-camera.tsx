import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCameraView, useQrCamera } from '@/components/qr-camera';

/** The same pass held in front of the camera is read once, not four times a second. */
const SAME_PASS_PAUSE_MS = 4_000;

/** The door's camera: reads QR codes continuously and hands each new text to `onText`. */
export function PassCamera({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('door');
  const last = useRef({ text: '', at: 0 });
  const { videoRef, camera } = useQrCamera((text) => {
    const now = Date.now();
    if (text === last.current.text && now - last.current.at < SAME_PASS_PAUSE_MS) return;
    last.current = { text, at: now };
    onText(text);
  });
  return (
    <QrCameraView
      videoRef={videoRef}
      camera={camera}
      labels={{ video: t('camera.videoLabel'), starting: t('camera.starting'), problem: (problem) => t(`camera.${problem}`) }}
      className="aspect-square w-full object-cover sm:aspect-video"
    />
  );
}
