import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { EventDataCard } from '@/features/my-data';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { BlockedPeopleCard } from '@/features/safety';
import { NotificationsCard } from '@/features/announcements';

/** /events/{slug}/profile: my profile for this event, the people I blocked, and my data (decisions 019, 020, 022, 024). */
export const Route = createFileRoute('/events/_authenticated/$slug/profile/')({
  component: ProfilePage,
});

function ProfilePage() {
  const { slug } = Route.useParams();
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  if (!profile) return null;
  return (
    <div className="flex flex-col gap-6">
      <ProfileScreen slug={slug} profile={profile} />
      <NotificationsCard slug={slug} />
      <BlockedPeopleCard slug={slug} />
      <EventDataCard slug={slug} eventName={event.name} keeps={profile.keepForFuture} />
    </div>
  );
}
