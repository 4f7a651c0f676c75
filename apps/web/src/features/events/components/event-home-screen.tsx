import type { Profile, PublicEvent } from '@mingle/contracts';
import { Link } from '@tanstack/react-router';
import { Ban, BookOpen, CalendarHeart, HeartHandshake, Quote, UserRound, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AddEventToCalendar } from '@/features/calendar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EventFacts } from './event-facts';
import { EventBanner } from './event-visuals';

interface EventHomeScreenProps {
  event: PublicEvent;
  profile: Profile;
}

type Destination =
  { to: '/events/$slug/attendees' | '/events/$slug/gatherings' | '/events/$slug/connections' | '/events/$slug/guides' | '/events/$slug/profile' } | { to: '/events/$slug'; search: { tab: string } };

interface Tile {
  key: 'people' | 'groups' | 'gatherings' | 'connections' | 'guides' | 'profile';
  icon: LucideIcon;
  link: Destination;
}

const TILES: Tile[] = [
  { key: 'people', icon: Users, link: { to: '/events/$slug/attendees' } },
  { key: 'groups', icon: UsersRound, link: { to: '/events/$slug', search: { tab: 'groups' } } },
  { key: 'gatherings', icon: CalendarHeart, link: { to: '/events/$slug/gatherings' } },
  { key: 'connections', icon: HeartHandshake, link: { to: '/events/$slug/connections' } },
  { key: 'guides', icon: BookOpen, link: { to: '/events/$slug/guides' } },
  { key: 'profile', icon: UserRound, link: { to: '/events/$slug/profile' } },
];

/** /events/{slug}: the event at a glance and the ways into it (the route shows the groups for tab=groups). */
export function EventHomeScreen({ event, profile }: EventHomeScreenProps) {
  const { t } = useTranslation('attendee');
  useDocumentTitle(event.name);

  return (
    <div className="flex flex-col gap-8">
      {event.status === 'cancelled' ? (
        // The notice of a cancellation (decision 032), with the organisers' word if they left one.
        <section role="status" aria-labelledby="cancelled-title" className="flex gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 p-5 text-danger-700" data-testid="event-cancelled">
          <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="cancelled-title" className="text-base font-bold">
              {t('home.cancelled', { name: event.name })}
            </h2>
            {event.cancellationMessage ? (
              <>
                <p className="text-sm font-medium">{t('home.cancelledFrom')}</p>
                <p className="text-base break-words whitespace-pre-line text-fg">{event.cancellationMessage}</p>
              </>
            ) : null}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="event-title" className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        <EventBanner event={event} />
        <div className="flex flex-col gap-3 p-5">
          <h1 id="event-title" className="text-xl font-bold tracking-tight break-words text-fg">
            {event.name}
          </h1>
          <EventFacts event={event} />
        </div>
      </section>

      <section aria-labelledby="hello" className="flex flex-col gap-3">
        <h2 id="hello" className="text-lg font-bold text-fg">
          {t('home.hello', { name: profile.firstName })}
        </h2>
        {event.welcomeMessage ? (
          <figure className="rounded-2xl bg-primary-50 p-5">
            <Quote aria-hidden="true" className="size-5 text-primary-600" />
            <blockquote className="mt-2 text-base whitespace-pre-line text-fg">{event.welcomeMessage}</blockquote>
            <figcaption className="mt-2 text-sm text-fg-muted">{t('join.welcomeFrom', { name: event.organizerUsername })}</figcaption>
          </figure>
        ) : (
          <p className="text-base text-fg-muted">{t('home.intro')}</p>
        )}
      </section>

      <nav aria-labelledby="explore" className="flex flex-col gap-3">
        <h2 id="explore" className="text-lg font-bold text-fg">
          {t('home.explore')}
        </h2>
        <ul className="grid grid-cols-2 gap-3">
          {TILES.map(({ key, icon: Icon, link }) => (
            <li key={key}>
              <Link
                {...link}
                params={{ slug: event.slug }}
                className="group flex h-full min-h-32 flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300"
              >
                <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
                  <Icon className="size-5" />
                </span>
                <span className="font-bold text-fg group-hover:text-primary-700">{t(`home.tiles.${key}.title`)}</span>
                <span className="text-sm text-fg-muted">{t(`home.tiles.${key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {event.description ? (
        <section aria-labelledby="about" className="flex flex-col gap-2">
          <h2 id="about" className="text-lg font-bold text-fg">
            {t('home.about')}
          </h2>
          <p className="text-base text-fg-muted">{event.description}</p>
        </section>
      ) : null}
      {/* Below what the server draws (decision 014), so it appears without moving anything. */}
      <AddEventToCalendar event={event} className="self-start" />
    </div>
  );
}
