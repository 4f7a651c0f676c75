import { ArrowLeft, ScanLine } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOffline } from '@/lib/use-offline';
import { clock } from '../lib/clock';
import { DoorCount } from './door-count';
import { DoorOutcomePanel } from './door-outcome';
import { NameSearch } from './name-search';
import { PassCamera } from './pass-camera';
import { useCheckIn, type DoorOutcome } from './use-check-in';

/** /{company}/events/{id}/check-in: the door. Scan, paste or find by name; works offline for passes. */
export function CheckInScreen({ slug, eventId, eventName, timeZone }: { slug: string; eventId: string; eventName: string; timeZone: string }) {
  const { t } = useTranslation('door');
  useDocumentTitle(t('door.documentTitle', { event: eventName }));
  const offline = useOffline();
  const door = useCheckIn(eventId);
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState(false);
  const [pasted, setPasted] = useState('');
  const pasteId = useId();

  const checkIn = async (body: { pass: string } | { userId: string }) => {
    setBusy(true);
    try {
      setOutcome(await door.send(body));
    } finally {
      setBusy(false);
    }
  };
  const submitPasted = (event: FormEvent) => {
    event.preventDefault();
    if (!pasted.trim()) return;
    void checkIn({ pass: pasted }).then(() => setPasted(''));
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        eyebrow={
          <Link to="/$slug/events/$id" params={{ slug, id: eventId }} className="inline-flex items-center gap-1 rounded-sm py-2 hover:text-fg hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('door.back')}
          </Link>
        }
        title={t('door.title')}
        description={eventName}
      />
      <DoorCount keys={door.keys} waiting={door.waiting} />
      {offline ? <Alert tone="info">{door.keys ? t('door.offline') : t('door.offlineNoKeys')}</Alert> : null}
      {door.lateNews.map((news) => (
        <Alert key={`${news.person.userId}-${news.alreadyCheckedInAt}`} tone="warning">
          {t('door.otherDevice', { name: news.person.name, time: clock(news.alreadyCheckedInAt!, timeZone), by: news.checkedInBy ?? t('door.someone') })}
        </Alert>
      ))}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <div aria-live="polite" aria-busy={busy}>
            {outcome ? <DoorOutcomePanel eventId={eventId} timeZone={timeZone} outcome={outcome} onUndone={() => setOutcome(null)} /> : null}
          </div>
          <Card className="flex flex-col gap-4">
            <h2 className="text-base font-bold text-fg">{t('door.scanTitle')}</h2>
            {camera ? <PassCamera onText={(text) => void checkIn({ pass: text })} /> : null}
            <Button variant={camera ? 'secondary' : 'primary'} onClick={() => setCamera((on) => !on)}>
              <ScanLine aria-hidden="true" className="size-5" />
              {camera ? t('door.stopCamera') : t('door.startCamera')}
            </Button>
            <form onSubmit={submitPasted} className="flex flex-col gap-2" noValidate>
              <label htmlFor={pasteId} className="text-sm font-semibold text-fg">
                {t('door.pasteLabel')}
              </label>
              <div className="flex gap-2">
                <Input id={pasteId} autoComplete="off" spellCheck={false} value={pasted} placeholder={t('door.pastePlaceholder')} onChange={(event) => setPasted(event.target.value)} />
                <Button type="submit" disabled={!pasted.trim()} loading={busy}>
                  {t('door.checkIn')}
                </Button>
              </div>
            </form>
          </Card>
        </div>
        <NameSearch eventId={eventId} timeZone={timeZone} busy={busy} onCheckIn={(userId) => void checkIn({ userId })} />
      </div>
    </div>
  );
}
