import { useQuery } from '@tanstack/react-query';
import { SunMedium, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOffline } from '@/lib/use-offline';
import { eventPassQueryOptions } from '../api/event-pass';
import { keepPass, keptPass } from '../lib/door-store';
import { passQrDataUrl } from '../lib/pass-qr';

interface PassScreenProps {
  slug: string;
  eventName: string;
  personName: string;
  userId: string;
}

/** /events/{slug}/pass: my pass for the door, big, with the event's name and mine; kept for offline. */
export function PassScreen({ slug, eventName, personName, userId }: PassScreenProps) {
  const { t } = useTranslation('door');
  useDocumentTitle(t('pass.documentTitle', { event: eventName }));
  const offline = useOffline();
  const query = useQuery(eventPassQueryOptions(slug));
  // Kept on the phone once shown online, so the door can scan it without signal (decision 038).
  const [kept] = useState(() => keptPass(userId, slug));
  const pass = query.data ?? kept?.pass;
  const [qr, setQr] = useState<{ token: string; url: string } | null>(null);

  useEffect(() => {
    if (query.data) keepPass(userId, slug, { pass: query.data, eventName, personName });
  }, [query.data, userId, slug, eventName, personName]);

  useEffect(() => {
    if (!pass) return;
    let live = true;
    void passQrDataUrl(pass.token).then((url) => live && setQr({ token: pass.token, url }));
    return () => {
      live = false;
    };
  }, [pass]);

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/events/$slug" params={{ slug }}>
        {t('pass.back')}
      </BackLink>
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight text-fg">
          <Ticket aria-hidden="true" className="size-6 text-primary-600" />
          {t('pass.title')}
        </h1>
        <p className="text-base text-fg-muted">{t('pass.description')}</p>
      </header>

      <section aria-labelledby="pass-holder" className="-mx-4 flex flex-col items-center gap-3 bg-white px-4 py-5 sm:mx-0 sm:rounded-2xl sm:border sm:border-border sm:shadow-card">
        <p className="text-center text-base font-semibold text-fg-muted">{eventName}</p>
        <h2 id="pass-holder" className="text-center text-2xl font-bold break-words text-fg" data-testid="pass-holder">
          {personName}
        </h2>
        {qr && pass && qr.token === pass.token ? (
          <img
            data-testid="pass-qr"
            data-pass={pass.token}
            src={qr.url}
            alt={t('pass.imageAlt', { event: eventName, name: personName })}
            width={768}
            height={768}
            className="block aspect-square w-full max-w-[520px] sm:max-w-[400px] [image-rendering:pixelated]"
          />
        ) : query.isError && !kept ? (
          <Alert>{offline ? t('pass.offlineNever') : t('pass.failed')}</Alert>
        ) : (
          <div role="status" aria-label={t('pass.loading')} className="w-full max-w-[520px]">
            <Skeleton className="aspect-square w-full rounded-xl" />
          </div>
        )}
        {pass ? <p className="text-sm text-fg-muted">{t('pass.validUntil', { date: formatDay(pass.expiresAt.slice(0, 10)) })}</p> : null}
      </section>

      {offline && pass ? <Alert tone="info">{t('pass.offline')}</Alert> : null}
      <p className="flex items-center gap-3 rounded-2xl bg-warning-50 px-4 py-3 text-base font-semibold text-warning-700">
        <SunMedium aria-hidden="true" className="size-6 shrink-0" />
        {t('pass.brightness')}
      </p>
      <p className="text-sm text-fg-muted">{t('pass.private')}</p>
    </div>
  );
}
