import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Copy, Download, ExternalLink, Printer } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSuspenseCompanyEvent } from '../api/get-company-event';
import { formatDayRange, useEventClock } from '@/lib/dates';
import { downloadDataUrl, qrPngDataUrl, qrSvgDataUrl } from '../lib/qr';
import { attendeeOrigin, joinLink, qrFileName } from '../lib/share-link';
import { EventLogo } from './event-logo';

/**
 * /{slug}/events/{id}/share: the public join link on the attendee host (lib/share-link.ts:
 * attendeeOrigin), its QR code, and a poster that prints on its own.
 */
export function ShareScreen({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('companyEvents');
  const { data: event } = useSuspenseCompanyEvent(id);
  const clock = useEventClock();
  useDocumentTitle(t('share.documentTitle', { name: event.name }));
  const link = joinLink(attendeeOrigin(), event.slug);
  const qr = useQuery({ queryKey: ['qr', link], queryFn: () => qrSvgDataUrl(link), staleTime: Infinity });
  const linkInput = useRef<HTMLInputElement>(null);
  const linkId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t('share.copied'));
    } catch {
      linkInput.current?.select();
      notifyError(t('share.copyFailed'));
    }
  };

  const download = async () => {
    try {
      downloadDataUrl(await qrPngDataUrl(link), qrFileName(event.slug));
    } catch {
      notifyError(t('share.qrFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="print:hidden"
        eyebrow={
          <Link to="/$slug/events/$id" params={{ slug, id }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('share.back')}
          </Link>
        }
        title={t('share.title')}
        description={t('share.description')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] print:block">
        <Card className="flex flex-col gap-5 print:hidden">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={linkId}>{t('share.linkLabel')}</Label>
            <Input ref={linkInput} id={linkId} value={link} readOnly onFocus={(e) => e.currentTarget.select()} aria-describedby={`${linkId}-hint`} data-testid="join-link" />
            <p id={`${linkId}-hint`} className="text-sm text-fg-muted">
              {t('share.linkHint', { name: event.name })}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-5" />
              {t('share.copy')}
            </Button>
            <Button variant="secondary" onClick={() => void download()} disabled={!qr.data}>
              <Download aria-hidden="true" className="size-5" />
              {t('share.download')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()} disabled={!qr.data}>
              <Printer aria-hidden="true" className="size-5" />
              {t('share.print')}
            </Button>
            <a
              href={`${link}?preview=true`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-touch items-center justify-center gap-2 rounded-lg px-4 font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <ExternalLink aria-hidden="true" className="size-5" />
              {t('share.preview')}
            </a>
          </div>
          {qr.isError ? <Alert>{t('share.qrFailed')}</Alert> : null}
        </Card>

        <section aria-labelledby={`${linkId}-poster`} className="flex flex-col gap-3">
          <div className="print:hidden">
            <h2 id={`${linkId}-poster`} className="text-base font-bold text-fg">
              {t('share.posterTitle')}
            </h2>
            <p className="text-sm text-fg-muted">{t('share.posterDescription')}</p>
          </div>
          <div
            data-testid="qr-poster"
            className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-8 text-center shadow-card print:min-h-[95vh] print:justify-center print:gap-8 print:border-0 print:shadow-none"
          >
            <EventLogo name={event.name} logoUrl={event.logoUrl} size="poster" />
            <div className="flex flex-col gap-1">
              <p className="text-xl font-extrabold tracking-tight text-balance text-fg print:text-[2.75rem] print:leading-tight">{event.name}</p>
              <p className="text-sm text-fg-muted print:text-xl">{formatDayRange(event.startDate, event.endDate)}</p>
              {clock.hours(event) ? <p className="text-sm text-fg-muted print:text-xl">{clock.hours(event)}</p> : null}
            </div>
            {qr.data ? (
              <img src={qr.data} alt={t('share.qrAlt', { link })} className="aspect-square w-full max-w-64 print:max-w-none print:w-[11cm]" data-testid="qr-code" />
            ) : (
              <Skeleton className="aspect-square w-full max-w-64" />
            )}
            {/* The poster's call, not the heading of the link under it. */}
            <div className="text-2xl font-extrabold text-primary-700 print:text-[2.5rem]">{t('share.scanToJoin')}</div>
            <p className="text-sm break-all text-fg-muted print:text-lg">{link}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
