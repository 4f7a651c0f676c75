import { Check, Copy, ScanLine, SunMedium } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PassLink } from '@/features/door';
import { useOffline } from '@/lib/use-offline';
import { BackLink } from '@/components/back-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { connectionLink } from '../lib/connection-link';
import { qrDataUrl } from '../lib/qr';
import { ScannedNews } from './scanned-news';
import { ScannerDialog } from './scanner-dialog';
import { useRotatingCode } from './use-rotating-code';

interface ShareQrScreenProps {
  slug: string;
  eventId: string;
  eventName: string;
  userId: string;
}

/** /events/{slug}/connections/share: my personal connection code, full width, for someone to scan. */
export function ShareQrScreen({ slug, eventId, eventName, userId }: ShareQrScreenProps) {
  const { t } = useTranslation('connections');
  useDocumentTitle(t('share.documentTitle'));
  // The QR carries this minute's one-time code; the copied link carries none, so it becomes a request.
  const { code, failed, minutesLeft } = useRotatingCode(slug, userId);
  const offline = useOffline();
  const qrLink = code ? connectionLink(window.location.origin, slug, userId, code.code) : null;
  const link = connectionLink(window.location.origin, slug, userId);
  const [qr, setQr] = useState<{ link: string; url: string } | { link: string; failed: true } | null>(null);
  const [copied, setCopied] = useState(false);
  const [scanning, setScanning] = useState(false);

  // Drawn once into a data URL: the code stays readable even if the venue's network drops.
  useEffect(() => {
    if (!qrLink) return;
    let live = true;
    qrDataUrl(qrLink).then(
      (url) => live && setQr({ link: qrLink, url }),
      () => live && setQr({ link: qrLink, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [qrLink]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };

  // The last drawn code stays up while the next one is drawn (a few milliseconds), so the screen never blinks.
  const ready = failed ? { link: '', failed: true as const } : qr;

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/events/$slug/connections" params={{ slug }}>
        {t('share.back')}
      </BackLink>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold tracking-tight text-fg">{t('share.title')}</h1>
        <p className="text-base text-fg-muted">{t('share.description')}</p>
        <p className="text-sm text-fg-muted">{t('share.rotates')}</p>
      </header>
      <ScannedNews slug={slug} eventId={eventId} userId={userId} />

      <div className="-mx-4 bg-white px-4 py-4 sm:mx-0 sm:rounded-2xl sm:border sm:border-border sm:shadow-card">
        {ready === null ? (
          <div role="status" aria-label={t('share.generating')}>
            <Skeleton className="aspect-square w-full rounded-xl" />
          </div>
        ) : 'failed' in ready ? (
          <Alert>{failed ? t('share.noCode') : t('share.failed')}</Alert>
        ) : (
          <img
            data-testid="connection-qr"
            data-link={ready.link}
            src={ready.url}
            alt={t('share.imageAlt', { event: eventName })}
            width={768}
            height={768}
            className="mx-auto block aspect-square w-full max-w-[520px] sm:max-w-[400px] [image-rendering:pixelated]"
          />
        )}
      </div>

      {offline && code ? <Alert tone="info">{t('share.offline', { count: minutesLeft })}</Alert> : null}

      <p className="flex items-center gap-3 rounded-2xl bg-warning-50 px-4 py-3 text-base font-semibold text-warning-700">
        <SunMedium aria-hidden="true" className="size-6 shrink-0" />
        {t('share.brightness')}
      </p>

      <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-card">
        <p className="text-sm font-semibold text-fg">{t('share.linkLabel')}</p>
        <p className="text-sm text-fg-muted">{t('share.linkAsks')}</p>
        <p className="text-sm break-all text-fg-muted" data-testid="connection-link">
          {link}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t('share.copied') : t('share.copy')}
          </Button>
          <Button variant="ghost" onClick={() => setScanning(true)}>
            <ScanLine aria-hidden="true" className="size-4" />
            {t('share.scanInstead')}
          </Button>
        </div>
      </div>
      {/* Not for connecting: the pass is for the door (decision 038). */}
      <PassLink slug={slug} />
      <ScannerDialog slug={slug} open={scanning} onOpenChange={setScanning} />
    </div>
  );
}
