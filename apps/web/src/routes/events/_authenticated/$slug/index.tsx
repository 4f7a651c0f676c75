import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { EventHomeScreen } from '@/features/events/components/event-home-screen';
import { PinnedAnnouncements } from '@/features/announcements';
import { PassLink } from '@/features/door';
import { AgendaLink } from '@/features/meetings';
import { RoundsCard } from '@/features/rounds';
import { PeopleToMeetSection } from '@/features/icebreakers';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { TabSearch } from '@/lib/search';

// The groups tab has code of its own (lists, search, live counts): it loads with that tab, not with
// the event home (decision 014). The loader fetches it first, so the tab renders without suspending.
const loadGroupList = () => import('@/features/groups/components/group-list-screen');
const GroupListScreen = lazy(() => loadGroupList().then((m) => ({ default: m.GroupListScreen })));

/**
 * /events/{slug} (search: tab): the event home, or with tab=groups the event's groups (the bottom
 * navigation's "Groups"). The layout has loaded the event and my profile.
 */
export const Route = createFileRoute('/events/_authenticated/$slug/')({
  validateSearch: TabSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context, params, deps }) => {
    if (deps.tab === 'groups') (await loadGroupList()).prefetchGroupList(context.queryClient, params.slug);
  },
  component: EventHomePage,
});

function EventHomePage() {
  const { slug } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  // Without a profile the layout has already sent me to the setup.
  if (!profile) return null;
  if (tab === 'groups') return <GroupListScreen slug={slug} />;
  // The organisers' announcements are pinned above the event (decision 022).
  return (
    <div className="flex flex-col gap-6">
      <PinnedAnnouncements slug={slug} timeZone={event.timeZone} />
      {/* Speed-networking rounds of mine, while on (decision 042). */}
      {event.status === 'cancelled' ? null : <RoundsCard slug={slug} eventId={event.id} />}
      <EventHomeScreen event={event} profile={profile} />
      {/* The pass for the door (decision 038); a cancelled event has none. */}
      {event.status === 'cancelled' ? null : <PassLink slug={slug} />}
      {event.status === 'cancelled' ? null : <AgendaLink slug={slug} />}
      {/* Below all the server draws (decision 014), loading after it: the first paint stays put. */}
      <PeopleToMeetSection slug={slug} />
    </div>
  );
}
