import { useNavigate } from '@tanstack/react-router';
import type jsQRDecode from 'jsqr';
import { CameraOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { parseConnectionLink, type ScannedLink } from '../lib/connection-link';

/** The browser's own QR reader, where there is one (Chromium on Android, Safari 17+ ...). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'unsupported' | 'failed';

const SCAN_EVERY_MS = 250;

function cameraProblem(error: unknown): CameraState {
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

interface ScannerDialogProps {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Scan a code": reads another attendee's connection QR with the camera and opens it. */
export function ScannerDialog({ slug, open, onOpenChange }: ScannerDialogProps) {
  const { t } = useTranslation('connections');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title={t('scanner.title')} description={t('scanner.description')}>
          <Scanner slug={slug} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Scanner({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [wrongCode, setWrongCode] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState(false);
  const pasteId = useId();

  const openLink = ({ initiatorId, code }: ScannedLink) => {
    onDone();
    void navigate({ to: '/events/$slug/connections/new/$initiatorId', params: { slug, initiatorId }, search: code ? { code } : {} });
  };
  const openRef = useRef(openLink);
  useEffect(() => {
    openRef.current = openLink;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const read = async (video: HTMLVideoElement, detector: BarcodeDetectorLike | null, jsQR: typeof jsQRDecode | null): Promise<string | null> => {
      if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return null;
      if (detector) {
        const codes = await detector.detect(video);
        return codes[0]?.rawValue ?? null;
      }
      if (!context || !jsQR) return null;
      // jsQR on a frame scaled down to at most 640 px: fast enough on a phone.
      const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        // Autoplay of a muted inline video is allowed; if not, frames still arrive once shown.
      }
      setCamera('scanning');
      const detector = await makeDetector();
      // jsQR reads frames where the browser has no reader of its own; it loads only then (decision 014).
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
        let text: string | null = null;
        try {
          text = await read(video, detector, jsQR);
        } catch {
          text = null;
        }
        if (stopped) return;
        if (text) {
          const scanned = parseConnectionLink(text, window.location.origin, slug);
          if (scanned) {
            openRef.current(scanned);
            return;
          }
          setWrongCode(true);
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
  }, [slug]);

  const submitPasted = (event: FormEvent) => {
    event.preventDefault();
    const scanned = parseConnectionLink(pasted, window.location.origin, slug);
    if (scanned) openLink(scanned);
    else setPasteError(true);
  };

  const problem = camera === 'denied' || camera === 'absent' || camera === 'unsupported' || camera === 'failed';

  return (
    <div className="flex flex-col gap-4">
      {problem ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-neutral-100 px-4 py-6 text-center">
          <CameraOff aria-hidden="true" className="size-8 text-fg-muted" />
          <p role="alert" className="text-base text-fg">
            {t(`scanner.${camera}`)}
          </p>
        </div>
      ) : (
        <div className="relative overflow-hidden rounded-xl bg-neutral-900">
          <video ref={videoRef} muted playsInline aria-label={t('scanner.videoLabel')} className="aspect-square w-full object-cover" />
          {/* The frame to aim with. */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80" />
          {camera === 'starting' ? (
            <div className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner label={t('scanner.starting')} />
            </div>
          ) : null}
        </div>
      )}
      {wrongCode && !problem ? <Alert tone="warning">{t('scanner.notMingle')}</Alert> : null}

      <form onSubmit={submitPasted} className="flex flex-col gap-2" noValidate>
        <label htmlFor={pasteId} className="text-sm font-semibold text-fg">
          {t('scanner.pasteLabel')}
        </label>
        <div className="flex gap-2">
          <Input
            id={pasteId}
            type="url"
            inputMode="url"
            autoComplete="off"
            value={pasted}
            placeholder={t('scanner.pastePlaceholder')}
            aria-invalid={pasteError || undefined}
            aria-describedby={pasteError ? `${pasteId}-error` : undefined}
            onChange={(event) => {
              setPasted(event.target.value);
              setPasteError(false);
            }}
          />
          <Button type="submit" disabled={!pasted.trim()}>
            {t('scanner.open')}
          </Button>
        </div>
        {pasteError ? (
          <p id={`${pasteId}-error`} role="alert" className="text-sm font-medium text-danger-700">
            {t('scanner.invalidLink')}
          </p>
        ) : null}
      </form>
    </div>
  );
}
