import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PassScreen } from '@/features/door/components/pass-screen';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';

/** /events/{slug}/pass: my event pass, to show at the door (decision 038). */
export const Route = createFileRoute('/events/_authenticated/$slug/pass')({
  component: PassPage,
});

function PassPage() {
  const { slug } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { data: profile } = useSuspenseQuery(eventProfileQueryOptions(slug));
  const { user } = useAuth(useSession().auth);
  if (!user) return null;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || user.username;
  return <PassScreen key={slug} slug={slug} eventName={event.name} personName={name} userId={user.id} />;
}
