import type { PublicEvent } from '@mingle/contracts';
import { Clock, PartyPopper, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api';
import { formatMomentFull, useEventClock } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { useConfirmPlace, useLeaveLine } from '../api/my-place';
import { useEnterEvent, type Waiting } from '../utils/enter-event';

/**
 * The join page's bar for someone waiting for a place (decision 037): a place offered to them (with
 * its deadline and Confirm), their number in line, or the wait for the organisers' approval; each
 * with a way out of the line, asked first.
 */
export function PlaceBar({ event, place }: { event: PublicEvent; place: Waiting }) {
  const { t, i18n } = useTranslation('attendee');
  const clock = useEventClock();
  const enterEvent = useEnterEvent();
  const confirm = useConfirmPlace(event.slug);
  const leave = useLeaveLine(event.slug);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const offered = place.status === 'waitlisted' && place.offerExpiresAt;

  const onConfirm = async () => {
    setError(undefined);
    try {
      await enterEvent(await confirm.mutateAsync());
    } catch (failure) {
      if (isApiError(failure) && failure.code < 500) setError(errorText(failure));
    }
  };
  const onLeave = async () => {
    await leave.mutateAsync();
    setAsking(false);
  };

  const deadline = offered ? `${formatMomentFull(place.offerExpiresAt!, { timeZone: event.timeZone, locale: i18n.resolvedLanguage ?? i18n.language })} (${clock.zone(event.timeZone)})` : '';
  const Icon = offered ? PartyPopper : place.status === 'pending' ? Clock : Ticket;
  const [title, text] = offered
    ? [t('place.offeredTitle'), t('place.offeredText', { deadline })]
    : place.status === 'pending'
      ? [t('place.pendingTitle'), t('place.pendingText')]
      : [t('place.lineTitle', { position: place.position }), t('place.lineText')];

  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      <div role="status" className="flex items-start gap-3" data-testid={offered ? 'place-offered' : `place-${place.status}`}>
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" />
        </span>
        <span className="flex flex-col gap-0.5">
          <span className="text-base font-bold text-fg">{title}</span>
          <span className="text-sm text-fg-muted">{text}</span>
        </span>
      </div>
      {offered ? (
        <Button size="lg" fullWidth loading={confirm.isPending} onClick={onConfirm}>
          {t('place.confirm')}
        </Button>
      ) : null}
      <Button variant="ghost" fullWidth onClick={() => setAsking(true)}>
        {place.status === 'pending' ? t('place.withdraw') : t('place.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={place.status === 'pending' ? t('place.withdrawTitle') : t('place.leaveTitle')}
        description={place.status === 'pending' ? t('place.withdrawText', { name: event.name }) : t('place.leaveText', { name: event.name })}
        confirmLabel={place.status === 'pending' ? t('place.withdraw') : t('place.leave')}
        cancelLabel={t('place.stay')}
        pending={leave.isPending}
        onConfirm={onLeave}
      />
    </>
  );
}
