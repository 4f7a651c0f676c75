import type { PublicEvent } from '@mingle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { BookOpen, CalendarHeart, CalendarRange, HeartHandshake, House, Menu, UserRound, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { LazyMeetingsLive } from '@/features/meetings';
import { LazyUnreadLive, UnreadBadge, UnreadLabel, useUnread } from '@/features/notifications';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session-context';
import { BOTTOM_BAR } from '@/lib/toast';
import { stepWhenIdle } from '@/lib/yield-to-main';
import { COLUMN } from '../utils/column';
import { navSection } from '../utils/nav-section';
import { keepTabsForOffline } from '../utils/offline-tabs';
import { unselectEvent } from '../utils/select-event';
import { EventLogo } from './event-visuals';

interface EventShellProps {
  event: PublicEvent;
  /** The attendee's name on this event's profile; the menu button shows its initials. */
  personName?: string;
  /** ...and shows their photo instead, when they have one. */
  personPhotoUrl?: string | null;
  /** 'full': header and bottom navigation. 'focused': header only (profile setup and edit). */
  variant?: 'full' | 'focused';
  /** Whether the attendee has a profile yet; without one the menu offers only the way out. */
  hasProfile: boolean;
  /** The log-out control (composed by the route from the auth feature). */
  accountAction: ReactNode;
  children: ReactNode;
}

/** The frame of every screen of one event: a header with the event's logo and name, and the bottom navigation. */
export function EventShell({ event, personName, personPhotoUrl, variant = 'full', hasProfile, accountAction, children }: EventShellProps) {
  const showNav = variant === 'full';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
        <div className={cn(COLUMN, 'flex min-h-16 items-center justify-between gap-3 px-4')}>
          <Link to="/events/$slug" params={{ slug: event.slug }} className="-mx-1 flex min-h-touch min-w-0 items-center gap-3 rounded-lg px-1">
            <EventLogo event={event} size="sm" />
            <span className="truncate text-base font-bold text-fg">{event.name}</span>
          </Link>
          <EventMenu event={event} personName={personName} personPhotoUrl={personPhotoUrl} hasProfile={hasProfile} accountAction={accountAction} />
        </div>
      </header>
      <main id="main" className={cn(COLUMN, 'flex flex-1 flex-col px-4 pt-5', showNav ? 'pb-28' : 'pb-10')}>
        {children}
      </main>
      {showNav ? <BottomNav slug={event.slug} eventId={event.id} /> : null}
    </div>
  );
}

interface MenuLinkProps {
  icon: LucideIcon;
  to: '/events/$slug/profile' | '/events/$slug/guides';
  slug: string;
  children: ReactNode;
}

function MenuLink({ icon: Icon, to, slug, children }: MenuLinkProps) {
  return (
    <SheetClose asChild>
      <Link to={to} params={{ slug }} className="flex min-h-touch items-center gap-3 rounded-lg px-3 text-base font-semibold text-fg hover:bg-neutral-100 data-[status=active]:text-primary-700">
        <Icon aria-hidden="true" className="size-5 text-fg-muted" />
        {children}
      </Link>
    </SheetClose>
  );
}

function EventMenu({ event, personName, personPhotoUrl, hasProfile, accountAction }: Omit<EventShellProps, 'children' | 'variant'>) {
  const { t } = useTranslation('attendee');
  const { selectedEvent } = useSession();
  const navigate = useNavigate();
  return (
    <Sheet>
      {/* Named by what it shows first (the initials, for speech input), then what it does. */}
      <SheetTrigger className="flex size-touch shrink-0 items-center justify-center rounded-full hover:bg-neutral-100">
        {personName ? <Avatar name={personName} src={personPhotoUrl} alt="" initials="named" size="sm" /> : <Menu aria-hidden="true" className="size-6 text-fg" />}
        <span className="sr-only"> {t('menu.open')}</span>
      </SheetTrigger>
      <SheetContent side="bottom" title={t('menu.title')} className={cn(COLUMN, 'gap-1 pb-[max(1rem,env(safe-area-inset-bottom))]')}>
        <p className="mb-2 truncate text-sm text-fg-muted">{personName ? t('menu.signedInAs', { name: personName }) : event.name}</p>
        <nav aria-label={t('menu.title')} className="flex flex-col gap-1">
          {hasProfile ? (
            <>
              <MenuLink icon={UserRound} to="/events/$slug/profile" slug={event.slug}>
                {t('menu.profile')}
              </MenuLink>
              <MenuLink icon={BookOpen} to="/events/$slug/guides" slug={event.slug}>
                {t('menu.guides')}
              </MenuLink>
            </>
          ) : null}
          <SheetClose asChild>
            <button
              type="button"
              onClick={() => {
                // Leaving the event for the list unsets the selection (lib/selected-event.ts).
                unselectEvent(selectedEvent, event.slug);
                void navigate({ to: '/events/me' });
              }}
              className="flex min-h-touch items-center gap-3 rounded-lg px-3 text-left text-base font-semibold text-fg hover:bg-neutral-100"
            >
              <CalendarRange aria-hidden="true" className="size-5 text-fg-muted" />
              {t('menu.myEvents')}
            </button>
          </SheetClose>
        </nav>
        <div className="mt-2 border-t border-border pt-2 [&>button]:w-full [&>button]:justify-start [&>button]:px-3">{accountAction}</div>
      </SheetContent>
    </Sheet>
  );
}

const NAV_ITEMS = [
  { key: 'home', icon: House, to: '/events/$slug', search: {}, exact: true },
  { key: 'groups', icon: UsersRound, to: '/events/$slug', search: { tab: 'groups' }, exact: true },
  { key: 'gatherings', icon: CalendarHeart, to: '/events/$slug/gatherings', search: {}, exact: false },
  { key: 'people', icon: Users, to: '/events/$slug/attendees', search: {}, exact: false },
  { key: 'connections', icon: HeartHandshake, to: '/events/$slug/connections', search: {}, exact: false },
] as const;

/**
 * The event's main places, always one tap away (docs/product.md, "The event area"). The section I am in is marked
 * (aria-current), on every page inside it: inside a group, Groups (navSection). Toasts rise above
 * the navigation (BOTTOM_BAR). Groups and Connections carry my unread counts, live (decision 024).
 */
function BottomNav({ slug, eventId }: { slug: string; eventId: string }) {
  const { t } = useTranslation('attendee');
  const current = useLocation({ select: (location) => navSection(location.pathname, location.search, slug) });
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const { data: unread } = useUnread(slug);
  const counts: Partial<Record<(typeof NAV_ITEMS)[number]['key'], number>> = { groups: unread?.totals.groups, connections: unread?.totals.connections };
  const router = useRouter();
  const queryClient = useQueryClient();
  // Every tab opens offline, with data, after one visit online (decision 023).
  useEffect(() => {
    const preloadTabs = () => {
      // One tab at a time, each in an idle moment: never all their code and answers at once. A
      // change of person (sign-out) stops it, so no answer is kept after the sign-out's delete.
      const stop = new AbortController();
      const who = auth.get().user?.id;
      const unsubscribe = auth.subscribe(() => {
        if (auth.get().user?.id !== who) stop.abort();
      });
      const steps = NAV_ITEMS.map(
        ({ to, search }) =>
          () =>
            router.preloadRoute({ to, params: { slug }, search }),
      );
      return [stepWhenIdle(steps, stop.signal).finally(unsubscribe)];
    };
    return keepTabsForOffline(slug, { preloadTabs, refetchShown: () => queryClient.refetchQueries({ type: 'active' }) });
  }, [auth, router, queryClient, slug]);
  return (
    <nav aria-label={t('nav.label')} {...BOTTOM_BAR} className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 backdrop-blur">
      <ul className={cn(COLUMN, 'flex justify-between px-1 pb-[env(safe-area-inset-bottom)]')}>
        {NAV_ITEMS.map(({ key, icon: Icon, to, search, exact }) => (
          <li key={key} className="flex flex-auto justify-center">
            <Link
              to={to}
              params={{ slug }}
              search={search}
              activeOptions={{ exact, includeSearch: exact }}
              // The router marks a link active on its own address; the section also covers the pages inside it.
              aria-current={current === key ? 'page' : undefined}
              aria-describedby={counts[key] ? `unread-${key}` : undefined}
              className={cn(
                'group flex min-h-16 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-sm font-semibold whitespace-nowrap text-fg-muted',
                'hover:text-fg aria-[current=page]:text-primary-700',
              )}
            >
              <span className="relative flex h-7 w-12 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary-50">
                <Icon aria-hidden="true" className="size-5" />
                <UnreadBadge count={counts[key] ?? 0} className="absolute -top-1.5 left-7 ring-2 ring-surface" />
              </span>
              {t(`nav.${key}`)}
            </Link>
            <UnreadLabel id={`unread-${key}`} count={counts[key] ?? 0} />
          </li>
        ))}
      </ul>
      {user?.id ? <LazyUnreadLive slug={slug} eventId={eventId} userId={user.id} /> : null}
      {user?.id ? <LazyMeetingsLive slug={slug} eventId={eventId} userId={user.id} /> : null}
    </nav>
  );
}
