import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, notFound, Outlet, redirect, useMatchRoute, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { EventNotFound } from '@/features/events/components/event-not-found';
import { EventShell } from '@/features/events/components/event-shell';
import { selectEvent, unselectEvent } from '@/features/events/utils/select-event';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { isApiError } from '@/lib/api';
import { fullName } from '@/lib/people';
import { useSession } from '@/lib/session-context';
import { codeOf, connectionPathOf, rememberConnection } from '@/lib/way-in';

const isSetupPath = (pathname: string) => /\/profile\/setup\/?$/.test(pathname);

/**
 * The area of one event (/events/{slug}/...): loads the public event and my profile for it.
 * No profile yet: everything but the setup sends me to /events/{slug}/profile/setup;
 * with a profile, the setup sends me to the event. Not joined: the join page. Unknown: not found.
 * A connection code opened on the way is not lost: the join page carries it, and the setup connects
 * it once my profile is there.
 */
export const Route = createFileRoute('/events/_authenticated/$slug')({
  beforeLoad: async ({ context, params, location }) => {
    const { queryClient } = context;
    // Both answers are needed: ask for them together, so a phone on a slow network waits one round
    // trip rather than two (decision 014). Awaited below; dropped when the event is unknown or moved.
    const profile = queryClient.ensureQueryData(eventProfileQueryOptions(params.slug));
    profile.catch(() => undefined);
    let current: string;
    try {
      current = (await queryClient.ensureQueryData(publicEventQueryOptions(params.slug))).slug;
    } catch (error) {
      if (isApiError(error) && error.code === 404) throw notFound();
      throw error;
    }
    // A link with the event's old address: the same page at the current one.
    if (current !== params.slug) throw redirect({ href: location.href.replace(`/events/${params.slug}`, `/events/${current}`), replace: true });
    const scanned = connectionPathOf(location.pathname);
    const code = scanned ? codeOf((location.search as { code?: unknown }).code) : undefined;
    let hasProfile: boolean;
    try {
      hasProfile = (await profile) !== null;
    } catch (error) {
      // The event exists but I have not joined it: the join page says what it is and lets me in.
      if (isApiError(error) && error.code === 404) {
        throw redirect({ to: '/events/$slug/join', params, search: scanned ? { connect: scanned.initiatorId, ...(code ? { code } : {}) } : {}, replace: true });
      }
      throw error;
    }
    const onSetup = isSetupPath(location.pathname);
    if (!hasProfile && !onSetup) {
      const userId = context.session.auth.get().user?.id;
      if (scanned && userId) rememberConnection({ userId, slug: params.slug, initiatorId: scanned.initiatorId, code });
      throw redirect({ to: '/events/$slug/profile/setup', params, replace: true });
    }
    if (hasProfile && onSetup) throw redirect({ to: '/events/$slug', params, replace: true });
  },
  notFoundComponent: UnknownEvent,
  component: EventLayout,
});

function EventLayout() {
  const { slug } = Route.useParams();
  const session = useSession();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  const matchRoute = useMatchRoute();
  const onSetup = Boolean(matchRoute({ to: '/events/$slug/profile/setup', params: { slug } }));
  const focused = onSetup || Boolean(matchRoute({ to: '/events/$slug/profile/edit', params: { slug } }));

  // Being in an event selects it (stored under EVENT_KEY); the profile is held in memory only.
  useEffect(() => selectEvent(session.selectedEvent, event), [session.selectedEvent, event]);
  useEffect(() => {
    session.eventProfile.set(profile);
    return () => session.eventProfile.set(null);
  }, [session.eventProfile, profile]);

  // The profile went away while I was here (ProfileNotFoundException): set it up again.
  if (!profile && !onSetup) return <Navigate to="/events/$slug/profile/setup" params={{ slug }} replace />;

  return (
    <EventShell
      event={event}
      personName={profile ? fullName(profile) : undefined}
      personPhotoUrl={profile?.photoUrl}
      hasProfile={profile !== null}
      variant={focused ? 'focused' : 'full'}
      accountAction={<SignOutButton />}
    >
      <Outlet />
    </EventShell>
  );
}

function UnknownEvent() {
  const { slug } = useParams({ strict: false });
  const { selectedEvent } = useSession();
  // A selected event that no longer exists must not keep sending me here after log-in.
  useEffect(() => {
    if (slug) unselectEvent(selectedEvent, slug);
  }, [selectedEvent, slug]);
  return <EventNotFound signedIn />;
}
