import { createFileRoute } from '@tanstack/react-router';
import { ConnectionProfileScreen } from '@/features/connections/components/connection-profile-screen';

/** /events/{slug}/connections/{userId}/profile: another attendee, mutual items highlighted. */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/$userId/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  const { slug, userId } = Route.useParams();
  return <ConnectionProfileScreen key={userId} slug={slug} userId={userId} />;
}
