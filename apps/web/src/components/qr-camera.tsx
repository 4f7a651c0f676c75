import type jsQRDecode from 'jsqr';
import { CameraOff } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Spinner } from './ui/spinner';

/** The browser's own QR reader, where there is one (Chromium on Android, Safari 17+ ...). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

export type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'unsupported' | 'failed';
/** The states in which there is no picture: the screen says why and offers its other ways. */
export type CameraProblem = Exclude<CameraState, 'starting' | 'scanning'>;
export const isCameraProblem = (state: CameraState): state is CameraProblem => state !== 'starting' && state !== 'scanning';

const SCAN_EVERY_MS = 250;

function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  return 'failed';
}

async function makeDetector(): Promise<BarcodeDetectorLike | null> {
  const Ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (!Ctor) return null;
  try {
    const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Ctor({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The back camera, read for QR codes four times a second: each text read goes to `onText`, which
 * answers 'stop' when it has what it needs. The browser's own reader where there is one; jsQR,
 * loaded only then (decision 014), on a frame scaled to at most 640 px elsewhere.
 */
export function useQrCamera(onText: (text: string) => 'stop' | void) {
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
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const read = async (video: HTMLVideoElement, detector: BarcodeDetectorLike | null, jsQR: typeof jsQRDecode | null): Promise<string | null> => {
      if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return null;
      if (detector) return (await detector.detect(video))[0]?.rawValue ?? null;
      if (!context || !jsQR) return null;
      const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stream.getTracks().forEach((track) => track.stop());
      video.srcObject = stream;
      // Autoplay of a muted inline video is allowed; if not, frames still arrive once shown.
      await video.play().catch(() => undefined);
      setCamera('scanning');
      const detector = await makeDetector();
      let jsQR: typeof jsQRDecode | null = null;
      if (!detector) {
        try {
          jsQR = (await import('jsqr')).default;
        } catch {
          if (!stopped) setCamera('failed');
          return;
        }
      }
      const tick = async () => {
        if (stopped) return;
        const text = await read(video, detector, jsQR).catch(() => null);
        if (stopped) return;
        if (text && onTextRef.current(text) === 'stop') return;
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

  return { videoRef, camera };
}

/** What the camera shows: the picture with a frame to aim with, or why there is none. */
export function QrCameraView({
  videoRef,
  camera,
  labels,
  className,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  labels: { video: string; starting: string; problem: (problem: CameraProblem) => string };
  className?: string;
}) {
  if (isCameraProblem(camera)) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-100 px-4 py-6 text-center">
        <CameraOff aria-hidden="true" className="size-8 text-fg-muted" />
        <p role="alert" className="text-base text-fg">
          {labels.problem(camera)}
        </p>
      </div>
    );
  }
  return (
    <div className="relative overflow-hidden rounded-xl bg-neutral-900">
      <video ref={videoRef} muted playsInline aria-label={labels.video} className={className ?? 'aspect-square w-full object-cover'} />
      <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80" />
      {camera === 'starting' ? (
        <div className="absolute inset-0 flex items-center justify-center text-white">
          <Spinner label={labels.starting} />
        </div>
      ) : null}
    </div>
  );
}
