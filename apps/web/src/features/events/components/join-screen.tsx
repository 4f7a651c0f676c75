import type { PublicEvent } from '@mingle/contracts';
import { signUpState } from '@mingle/contracts/event-lifecycle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { HeartHandshake, Quote, ScanQrCode, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { BOTTOM_BAR, notifyInfo } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { connectionPath } from '@/lib/way-in';
import { useJoinEvent } from '../api/join-event';
import { myPlaceQueryKey, myPlaceQueryOptions } from '../api/my-place';
import { COLUMN } from '../utils/column';
import { isWaiting, useEnterEvent } from '../utils/enter-event';
import { EventFacts } from './event-facts';
import { EventBanner, EventLogo } from './event-visuals';

// Only people waiting for a place load its bar (and its dialog): the visitor's join page stays light (decision 014).
const PlaceBar = lazy(() => import('./place-bar').then((m) => ({ default: m.PlaceBar })));

const linkClasses = 'rounded-sm font-semibold text-primary-700 underline-offset-4 hover:underline';

interface JoinScreenProps {
  event: PublicEvent;
  signedIn: boolean;
  /** An organiser's look at the page (?preview=true): shown as attendees see it, with nothing to press. */
  preview?: boolean;
  /** Someone whose connection code was scanned before joining (?connect=): connected once in. */
  connectWith?: string;
  /** The one-time code that person's QR carried, kept for the connection after setup. */
  code?: string;
}

function Perk({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
        <Icon className="size-5" />
      </span>
      <span className="flex flex-col">
        <span className="font-semibold text-fg">{title}</span>
        <span className="text-sm text-fg-muted">{text}</span>
      </span>
    </li>
  );
}

/**
 * /events/{slug}/join: the event as an invitation. A visitor signs up (or logs in) and comes back
 * here through the redirect; a signed-in user joins with one tap and goes on to the event, or to
 * their profile setup first.
 */
export function JoinScreen({ event, signedIn, preview = false, connectWith, code }: JoinScreenProps) {
  const { t } = useTranslation('attendee');
  useDocumentTitle(t('join.documentTitle', { name: event.name }));
  const enterEvent = useEnterEvent();
  const join = useJoinEvent();
  const queryClient = useQueryClient();
  // Where a signed-in person stands: in line, pending, or a place offered to them (decision 037).
  const { data: place } = useQuery({ ...myPlaceQueryOptions(event.slug), enabled: signedIn && !preview });
  const waiting = signedIn && !preview && isWaiting(place) ? place : undefined;
  const [error, setError] = useState<string>();
  // Signing up or logging in comes back here, or (with a scanned code) to the code: an attendee
  // who is already in connects at once, anyone else comes back to this page to join.
  // Cancelled, closed, ended or archived: the page says so and offers no sign-up (decision 032).
  const state = signUpState(event);
  const takesNoOne = state !== 'open' && !preview;
  // Full: the join puts them in line; approval: it asks the organisers (decision 037).
  const joinWay = event.approvalRequired ? 'ask' : event.full ? 'joinWaitlist' : 'join';
  const here = connectWith ? connectionPath(event.slug, connectWith, code) : `/events/${encodeURIComponent(event.slug)}/join`;

  const onJoin = async () => {
    setError(undefined);
    try {
      const result = await join.mutateAsync(event.slug);
      if (result.status !== 'joined') {
        // No place yet: the bar says where they stand (its status is announced).
        queryClient.setQueryData(myPlaceQueryKey(event.slug), { status: result.status, position: result.position, offerExpiresAt: null });
        return;
      }
      await enterEvent(result, connectWith, code);
    } catch (failure) {
      // 5xx and network failures are toasted by the query client.
      if (isApiError(failure) && failure.code < 500) setError(errorText(failure));
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className={cn(COLUMN, 'flex min-h-16 items-center justify-between gap-3 px-4')}>
        <Link to="/" aria-label={t('join.homeLink')} className="rounded-xl">
          <Logo />
        </Link>
        {signedIn ? null : (
          <Link to="/login" search={{ redirect: here }} className={buttonClasses({ variant: 'ghost' })}>
            {t('join.logIn')}
          </Link>
        )}
      </header>
      <main id="main" className={cn(COLUMN, 'flex-1 pb-44 sm:px-4')}>
        <div className="relative">
          <EventBanner event={event} className="sm:rounded-2xl" />
          <EventLogo event={event} size="lg" className="absolute -bottom-10 left-4 shadow-card ring-4 ring-surface sm:left-6" />
        </div>
        <div className="flex flex-col gap-6 px-4 pt-14 sm:px-6">
          <section aria-labelledby="event-name" className="flex flex-col gap-3">
            {takesNoOne ? null : (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-700">
                <Sparkles aria-hidden="true" className="size-4" />
                {t('join.invited')}
              </p>
            )}
            <h1 id="event-name" className="text-2xl font-bold tracking-tight break-words text-fg">
              {event.name}
            </h1>
            <EventFacts event={event} showHost />
            {event.description ? <p className="text-base text-fg-muted">{event.description}</p> : null}
          </section>

          {event.welcomeMessage ? (
            <figure className="rounded-2xl border border-border bg-surface p-5 shadow-card">
              <Quote aria-hidden="true" className="size-6 text-primary-500" />
              <blockquote className="mt-2 text-base whitespace-pre-line text-fg">{event.welcomeMessage}</blockquote>
              <figcaption className="mt-3 text-sm text-fg-muted">{t('join.welcomeFrom', { name: event.organizerUsername })}</figcaption>
            </figure>
          ) : null}

          <section aria-labelledby="perks-heading" className="flex flex-col gap-4">
            <h2 id="perks-heading" className="text-lg font-bold text-fg">
              {t('join.perksTitle')}
            </h2>
            <ul className="flex flex-col gap-4">
              <Perk icon={Users} title={t('join.perks.people.title')} text={t('join.perks.people.text')} />
              <Perk icon={Sparkles} title={t('join.perks.groups.title')} text={t('join.perks.groups.text')} />
              <Perk icon={HeartHandshake} title={t('join.perks.connect.title')} text={t('join.perks.connect.text')} />
            </ul>
          </section>
        </div>
      </main>

      <div {...BOTTOM_BAR} className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface shadow-overlay">
        <div className={cn(COLUMN, 'flex flex-col gap-3 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]')}>
          {error ? <Alert>{error}</Alert> : null}
          {connectWith && !preview ? (
            <p className="flex items-start gap-2.5 text-sm font-medium text-fg">
              <ScanQrCode aria-hidden="true" className="mt-px size-4.5 shrink-0 text-primary-700" />
              {t('join.connectAfter')}
            </p>
          ) : null}
          {waiting ? (
            <Suspense fallback={<div className="min-h-24" />}>
              <PlaceBar event={event} place={waiting} />
            </Suspense>
          ) : takesNoOne ? (
            <div role="status" className="flex flex-col gap-1" data-testid="join-closed">
              <p className="text-base font-bold text-fg">{t(`join.state.${state}`)}</p>
              <p className="text-sm text-fg-muted">{t(`join.stateText.${state}`)}</p>
            </div>
          ) : preview ? (
            <>
              <Alert tone="info">{t('join.preview')}</Alert>
              <Button size="lg" fullWidth disabled>
                {t('join.join')}
              </Button>
            </>
          ) : signedIn ? (
            <>
              <Button size="lg" fullWidth loading={join.isPending} onClick={onJoin}>
                {t(`join.${joinWay}`)}
              </Button>
              <p className="text-center text-sm text-fg-muted">{t(`join.${joinWay}Hint`)}</p>
            </>
          ) : (
            <>
              {joinWay !== 'join' ? <p className="text-sm text-fg-muted">{t(`join.${joinWay}Hint`)}</p> : null}
              <Link to="/sign-up" search={{ redirect: here }} className={buttonClasses({ size: 'lg', fullWidth: true })}>
                {t('join.signUp')}
              </Link>
              <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-fg-muted">
                <span>{t('join.haveAccount')}</span>
                <Link to="/login" search={{ redirect: here }} className={cn(linkClasses, '-my-3 py-3')}>
                  {t('join.logInLink')}
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The join page for someone already in the event: nothing to join, so straight on into the event
 * (or to the connection code they opened), saying why they did not see the invitation.
 */
export function AlreadyInEvent({ event, connectWith, code }: { event: PublicEvent; connectWith?: string; code?: string }) {
  const { t } = useTranslation('attendee');
  const text = t('join.alreadyIn', { name: event.name });
  useEffect(() => {
    notifyInfo(text, `already-in:${event.id}`);
  }, [text, event.id]);
  const slug = event.slug;
  if (connectWith) return <Navigate to="/events/$slug/connections/new/$initiatorId" params={{ slug, initiatorId: connectWith }} search={code ? { code } : {}} replace />;
  return <Navigate to="/events/$slug" params={{ slug }} replace />;
}
