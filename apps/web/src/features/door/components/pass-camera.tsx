import type jsQRDecode from 'jsqr';
import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The browser's own QR reader, where there is one (as the connection scanner uses it). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;
type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'failed';

const SCAN_EVERY_MS = 250;
/** The same pass held in front of the camera is read once, not four times a second. */
const SAME_PASS_PAUSE_MS = 4_000;

async function makeDetector(): Promise<BarcodeDetectorLike | null> {
  const Ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  try {
    return Ctor ? new Ctor({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The door's camera: reads QR codes continuously and hands each new text to `onText`. */
export function PassCamera({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('door');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('absent');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (!stopped) setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' ? 'absent' : 'failed');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stream.getTracks().forEach((track) => track.stop());
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setCamera('scanning');
      const detector = await makeDetector();
      // jsQR only where the browser reads no QR codes itself (decision 014: loaded then only).
      const jsQR: typeof jsQRDecode | null = detector ? null : (await import('jsqr')).default;
      const tick = async () => {
        if (stopped) return;
        let text: string | null = null;
        try {
          if (video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth) {
            if (detector) text = (await detector.detect(video))[0]?.rawValue ?? null;
            else if (context && jsQR) {
              const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
              canvas.width = Math.round(video.videoWidth * scale);
              canvas.height = Math.round(video.videoHeight * scale);
              context.drawImage(video, 0, 0, canvas.width, canvas.height);
              const image = context.getImageData(0, 0, canvas.width, canvas.height);
              text = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
            }
          }
        } catch {
          text = null;
        }
        const now = Date.now();
        if (text && !(text === last.text && now - last.at < SAME_PASS_PAUSE_MS)) {
          last = { text, at: now };
          onTextRef.current(text);
        }
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (camera === 'denied' || camera === 'absent' || camera === 'failed') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-100 px-4 py-6 text-center">
        <CameraOff aria-hidden="true" className="size-8 text-fg-muted" />
        <p role="alert" className="text-base text-fg">
          {t(`camera.${camera}`)}
        </p>
      </div>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-neutral-900">
      <video ref={videoRef} muted playsInline aria-label={t('camera.videoLabel')} className="aspect-square w-full object-cover sm:aspect-video" />
      <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80" />
      {camera === 'starting' ? (
        <div className="absolute inset-0 flex items-center justify-center text-white">
          <Spinner label={t('camera.starting')} />
        </div>
      ) : null}
    </div>
  );
}
