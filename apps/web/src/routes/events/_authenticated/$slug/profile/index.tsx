import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** /events/{slug}/profile: my profile for this event. */
export const Route = createFileRoute('/events/_authenticated/$slug/profile/')({
  component: ProfilePage,
});

function ProfilePage() {
  const { slug } = Route.useParams();
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  if (!profile) return null;
  return <ProfileScreen slug={slug} profile={profile} />;
}
