import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCameraView, isCameraProblem, useQrCamera } from '@/components/qr-camera';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { parseConnectionLink, type ScannedLink } from '../lib/connection-link';

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
  const [wrongCode, setWrongCode] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState(false);
  const pasteId = useId();

  const openLink = ({ initiatorId, code }: ScannedLink) => {
    onDone();
    void navigate({ to: '/events/$slug/connections/new/$initiatorId', params: { slug, initiatorId }, search: code ? { code } : {} });
  };
  // A connection code opens it and stops the camera; any other code says it is not one of ours.
  const { videoRef, camera } = useQrCamera((text) => {
    const scanned = parseConnectionLink(text, window.location.origin, slug);
    if (!scanned) return setWrongCode(true);
    openLink(scanned);
    return 'stop';
  });

  const submitPasted = (event: FormEvent) => {
    event.preventDefault();
    const scanned = parseConnectionLink(pasted, window.location.origin, slug);
    if (scanned) openLink(scanned);
    else setPasteError(true);
  };

  const problem = isCameraProblem(camera);

  return (
    <div className="flex flex-col gap-4">
      <QrCameraView videoRef={videoRef} camera={camera} labels={{ video: t('scanner.videoLabel'), starting: t('scanner.starting'), problem: (problem) => t(`scanner.${problem}`) }} />
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
