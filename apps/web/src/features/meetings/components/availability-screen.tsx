import type { Availability } from '@mingle/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CalendarOff, Check, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingBlocks } from '@/components/loading-blocks';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useEventClock, useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { BOTTOM_BAR, notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { availabilityQueryOptions } from '../api/get-availability';
import { useUpdateAvailability } from '../api/update-availability';
import { groupByDay } from '../lib/slots';

/** /events/{slug}/availability: the meeting slots by day; I mark the ones I am free. */
export function AvailabilityScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('meetings');
  useDocumentTitle(t('hours.documentTitle'));
  const query = useQuery(availabilityQueryOptions(slug));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-xl font-bold text-fg">{t('hours.title')}</h1>
      {query.isPending ? (
        <LoadingBlocks label={t('hours.loading')} className="flex flex-col gap-3" blocks={['h-6 w-40', 'h-28 w-full rounded-2xl', 'h-28 w-full rounded-2xl']} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : !query.data.enabled ? (
        <EmptyState icon={CalendarOff} title={t('hours.offTitle')} description={t('hours.offText')} />
      ) : query.data.slots.length === 0 ? (
        <EmptyState icon={CalendarClock} title={t('hours.noSlotsTitle')} description={t('hours.noSlotsText')} />
      ) : (
        // A fresh choice for each answer from the server (after a save, or a live change).
        <SlotPicker key={query.dataUpdatedAt} slug={slug} availability={query.data} />
      )}
    </div>
  );
}

function SlotPicker({ slug, availability }: { slug: string; availability: Availability }) {
  const { t } = useTranslation('meetings');
  const clock = useEventClock();
  const format = useMomentFormat(availability.timeZone);
  const [free, setFree] = useState(() => new Set(availability.slots.filter((s) => s.free).map((s) => s.startsAt)));
  const save = useUpdateAvailability(slug);
  const days = groupByDay(availability.slots, availability.timeZone);
  const changed = availability.slots.some((s) => free.has(s.startsAt) !== s.free);

  const toggle = (startsAt: string, on: boolean) =>
    setFree((current) => {
      const next = new Set(current);
      if (on) next.add(startsAt);
      else next.delete(startsAt);
      return next;
    });
  const setDay = (slots: Availability['slots'], on: boolean) =>
    setFree((current) => {
      const next = new Set(current);
      for (const s of slots) {
        if (s.booked) continue;
        if (on) next.add(s.startsAt);
        else next.delete(s.startsAt);
      }
      return next;
    });

  const submit = () => save.mutate([...free], { onSuccess: () => notifySuccess(t('hours.saved')) });

  return (
    <div className="flex flex-col gap-6">
      <p className="text-base text-fg-muted">{t('hours.intro', { zone: clock.zone(availability.timeZone) })}</p>
      <Link to="/events/$slug/agenda" params={{ slug }} className="-my-2 self-start rounded-sm py-2 font-semibold text-primary-700 underline underline-offset-4 hover:text-primary-800">
        {t('hours.toAgenda')}
      </Link>
      {days.map(({ day, items }) => {
        const headingId = `hours-${day}`;
        const open = items.filter((s) => !s.booked);
        const allFree = open.length > 0 && open.every((s) => free.has(s.startsAt));
        return (
          <section key={day} aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="hours-day">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="text-lg font-bold text-fg">
                {format.dayLabel(items[0]!.startsAt)}
              </h2>
              {open.length > 0 ? (
                <Button variant="ghost" onClick={() => setDay(items, !allFree)}>
                  {allFree ? t('hours.noneDay') : t('hours.allDay')}
                </Button>
              ) : null}
            </div>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {items.map((s) => {
                const on = free.has(s.startsAt);
                const label = t('hours.slotLabel', { start: format.clock(s.startsAt), end: format.clock(s.endsAt) });
                return (
                  <li key={s.startsAt}>
                    <button
                      type="button"
                      aria-pressed={s.booked ? true : on}
                      aria-disabled={s.booked || undefined}
                      onClick={() => (s.booked ? undefined : toggle(s.startsAt, !on))}
                      data-testid="hours-slot"
                      data-starts-at={s.startsAt}
                      className={cn(
                        'flex min-h-14 w-full flex-col items-start justify-center rounded-xl border-2 px-3 py-2 text-left transition-colors',
                        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        s.booked
                          ? 'cursor-not-allowed border-border bg-neutral-100 text-fg-muted'
                          : on
                            ? 'border-primary-600 bg-primary-50 text-primary-800 hover:bg-primary-100'
                            : 'border-border-strong/50 bg-surface text-fg hover:border-border-strong hover:bg-neutral-50',
                      )}
                    >
                      <span className="text-base font-semibold tabular-nums">{label}</span>
                      <span className="flex items-center gap-1 text-sm">
                        {s.booked ? <Lock aria-hidden="true" className="size-3.5" /> : on ? <Check aria-hidden="true" className="size-3.5" strokeWidth={3} /> : null}
                        {s.booked ? t('hours.booked') : on ? t('hours.free') : '\u00a0'}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {save.error ? <Alert>{errorText(save.error)}</Alert> : null}
      {/* Above the bottom navigation, so the save is always in reach on a long list. */}
      <div {...BOTTOM_BAR} className="sticky bottom-20 z-20 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur">
        <span className="text-sm font-semibold text-fg-muted" aria-live="polite">
          {t('hours.selected', { count: free.size })}
        </span>
        <Button size="lg" loading={save.isPending} disabled={!changed && !save.isPending} onClick={submit} data-testid="hours-save">
          {t('hours.save')}
        </Button>
      </div>
    </div>
  );
}

/** The way to my meeting hours from elsewhere (the agenda, the ask sheet). */
export function HoursLink({ slug, label, className }: { slug: string; label: string; className?: string }) {
  return (
    <Link to="/events/$slug/availability" params={{ slug }} className={cn(buttonClasses({ variant: 'secondary' }), className)}>
      <CalendarClock aria-hidden="true" className="size-5" />
      {label}
    </Link>
  );
}
