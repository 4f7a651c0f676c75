import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ShareQrScreen } from '@/features/connections/components/share-qr-screen';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';

/** /events/{slug}/connections/share: my QR code for this event. */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/share')({
  component: SharePage,
});

function SharePage() {
  const { slug } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { user } = useAuth(useSession().auth);
  // The event area needs a signed-in user; the stored user always carries its id.
  if (!user) return null;
  return <ShareQrScreen slug={slug} eventId={event.id} eventName={event.name} userId={user.id} />;
}
