import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsScreen } from '@/features/connections/components/connections-screen';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { useAuth } from '@/lib/auth';
import { PageSearch } from '@/lib/search';
import { useSession } from '@/lib/session-context';

/** /events/{slug}/connections: my connections (page: how many pages are shown). */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/')({
  validateSearch: PageSearch,
  component: ConnectionsPage,
});

function ConnectionsPage() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { user } = useAuth(useSession().auth);
  return <ConnectionsScreen slug={slug} eventName={event.name} myUserId={user?.id} page={page} />;
}
