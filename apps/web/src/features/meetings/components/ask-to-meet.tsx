import { MEETINGS, type CommonSlots } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses, type ButtonProps } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useEventClock, useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { notifySuccess } from '@/lib/toast';
import { useAnswerMeeting } from '../api/answer-meeting';
import { availabilityQueryOptions } from '../api/get-availability';
import { commonSlotsQueryOptions } from '../api/get-common-slots';
import { useRequestMeeting } from '../api/request-meeting';
import { groupByDay } from '../lib/slots';
import { HoursLink } from './availability-screen';

interface AskToMeetProps {
  slug: string;
  /** The other attendee. */
  person: { userId: string; name: string };
  /** Another time for this meeting (my turn to answer) rather than a new request. */
  proposeFor?: string;
  /** The trigger's look; a full-width large button by default. */
  trigger?: Pick<ButtonProps, 'variant' | 'size' | 'className'>;
  triggerLabel?: ReactNode;
  /** Only the icon shows (a header); the words stay for screen readers. */
  iconOnly?: boolean;
}

/** "Ask to meet" (or "Another time"): a sheet with the times we are both free, a spot and a note. */
export function AskToMeet({ slug, person, proposeFor, trigger, triggerLabel, iconOnly }: AskToMeetProps) {
  const { t } = useTranslation('meetings');
  const [open, setOpen] = useState(false);
  // Where meetings are not open, there is nothing to ask (a failed read still offers it: the sheet says why).
  const hours = useQuery(availabilityQueryOptions(slug));
  if (hours.data && !hours.data.enabled) return null;
  const title = proposeFor ? t('ask.proposeTitle', { name: person.name }) : t('ask.title', { name: person.name });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className={buttonClasses({ variant: trigger?.variant ?? 'secondary', size: trigger?.size ?? 'lg', className: trigger?.className })}
        data-testid={proposeFor ? 'meeting-propose' : 'ask-to-meet'}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {iconOnly ? <span className="sr-only">{triggerLabel ?? t('ask.button')}</span> : (triggerLabel ?? t('ask.button'))}
      </SheetTrigger>
      <SheetContent side="bottom" title={title} className="mx-auto max-w-xl gap-4 pb-[max(1rem,env(safe-area-inset-bottom))]" data-testid="ask-sheet">
        {open ? <AskForm slug={slug} person={person} proposeFor={proposeFor} onDone={() => setOpen(false)} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function AskForm({ slug, person, proposeFor, onDone }: { slug: string; person: { userId: string; name: string }; proposeFor?: string; onDone: () => void }) {
  const { t } = useTranslation('meetings');
  const query = useQuery(commonSlotsQueryOptions(slug, person.userId));
  if (query.isPending) return <LoadingBlocks label={t('ask.loading')} className="flex flex-col gap-3" blocks={['h-5 w-48', 'h-12 w-full rounded-xl', 'h-12 w-full rounded-xl']} />;
  if (query.isError) {
    // Meetings closed at this event: a kind word, not a failure.
    if (isApiError(query.error) && query.error.code === 409) return <Alert tone="info">{errorText(query.error)}</Alert>;
    return <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.slots.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        as="h3"
        className="py-4"
        title={t('ask.noneTitle')}
        description={t('ask.noneText', { name: person.name })}
        action={<HoursLink slug={slug} label={t('ask.toHours')} />}
      />
    );
  }
  return <SlotChoice slug={slug} person={person} proposeFor={proposeFor} common={query.data} onDone={onDone} refetch={() => void query.refetch()} />;
}

function SlotChoice({
  slug,
  person,
  proposeFor,
  common,
  onDone,
  refetch,
}: {
  slug: string;
  person: { userId: string; name: string };
  proposeFor?: string;
  common: CommonSlots;
  onDone: () => void;
  refetch: () => void;
}) {
  const { t } = useTranslation('meetings');
  const clock = useEventClock();
  const format = useMomentFormat(common.timeZone);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [spotId, setSpotId] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const request = useRequestMeeting(slug);
  const answer = useAnswerMeeting(slug);
  const pending = request.isPending || answer.isPending;
  const error = proposeFor ? answer.error : request.error;
  const slot = common.slots.find((s) => s.startsAt === startsAt);
  const days = groupByDay(common.slots, common.timeZone);

  const send = async () => {
    if (!startsAt) return setMissing(true);
    const spot = spotId || null;
    try {
      if (proposeFor) {
        await answer.mutateAsync({ action: 'propose', id: proposeFor, input: { startsAt, spotId: spot } });
        notifySuccess(t('ask.proposed', { name: person.name }));
      } else {
        await request.mutateAsync({ withUserId: person.userId, startsAt, spotId: spot, ...(note.trim() ? { note: note.trim() } : {}) });
        notifySuccess(t('ask.sent', { name: person.name }));
      }
      onDone();
    } catch {
      // Taken meanwhile: the error says so, and the times are read again.
      refetch();
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('ask.intro', { zone: clock.zone(common.timeZone) })}</p>
      <fieldset className="flex flex-col gap-3" aria-describedby={missing && !startsAt ? 'ask-pick' : undefined}>
        <legend className="mb-1 text-base font-semibold text-fg">{t('ask.slotsLabel')}</legend>
        {days.map(({ day, items }) => (
          <div key={day} className="flex flex-col gap-2">
            <p className="text-sm font-semibold text-fg-muted">{format.dayLabel(items[0]!.startsAt)}</p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {items.map((s) => {
                const checked = s.startsAt === startsAt;
                return (
                  <label
                    key={s.startsAt}
                    className={cn(
                      'flex min-h-touch cursor-pointer items-center justify-center rounded-xl border-2 px-2 text-base font-semibold tabular-nums transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      checked ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-border-strong/50 bg-surface text-fg hover:bg-neutral-50',
                    )}
                    data-testid="ask-slot"
                  >
                    <input
                      type="radio"
                      name="meeting-slot"
                      value={s.startsAt}
                      checked={checked}
                      onChange={() => {
                        setStartsAt(s.startsAt);
                        // A spot taken at the new time is not offered; drop it.
                        if (spotId && !s.spots.some((spot) => spot.id === spotId)) setSpotId('');
                      }}
                      className="sr-only"
                    />
                    {t('hours.slotLabel', { start: format.clock(s.startsAt), end: format.clock(s.endsAt) })}
                  </label>
                );
              })}
            </div>
          </div>
        ))}
        {missing && !startsAt ? (
          <p id="ask-pick" className="text-sm font-semibold text-danger-700">
            {t('ask.pickSlot')}
          </p>
        ) : null}
      </fieldset>
      {slot && slot.spots.length > 0 ? (
        <FormField label={t('ask.spot')}>
          <select
            className="min-h-touch w-full rounded-lg border border-border-strong/60 bg-surface px-3 text-base text-fg"
            value={spotId}
            onChange={(e) => setSpotId(e.target.value)}
            data-testid="ask-spot"
          >
            <option value="">{t('ask.anySpot')}</option>
            {slot.spots.map((spot) => (
              <option key={spot.id} value={spot.id}>
                {spot.name}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {proposeFor ? null : (
        <FormField label={t('ask.note')} description={`${note.length}/${MEETINGS.noteMax}`}>
          <Textarea rows={2} value={note} maxLength={MEETINGS.noteMax} placeholder={t('ask.notePlaceholder')} onChange={(e) => setNote(e.target.value)} />
        </FormField>
      )}
      {error ? <Alert>{errorText(error)}</Alert> : null}
      <Button size="lg" fullWidth loading={pending} onClick={send} data-testid="ask-send">
        {proposeFor ? t('ask.sendProposal') : t('ask.send')}
      </Button>
    </div>
  );
}
