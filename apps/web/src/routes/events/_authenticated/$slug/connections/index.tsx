import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { connectionRequestsQueryOptions } from '@/features/connections/api/connection-requests';
import { connectionsQueryOptions } from '@/features/connections/api/get-connections';
import { ConnectionsScreen } from '@/features/connections/components/connections-screen';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { useAuth } from '@/lib/auth';
import { PageSearch } from '@/lib/search';
import { useSession } from '@/lib/session-context';

/** /events/{slug}/connections: my connections (page: how many pages are shown). */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/')({
  validateSearch: PageSearch,
  // Asked with the screen's code, so a preload (the offline tabs, decision 023) has its data too.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchInfiniteQuery(connectionsQueryOptions(params.slug));
    void context.queryClient.prefetchQuery(connectionRequestsQueryOptions(params.slug));
  },
  component: ConnectionsPage,
});

function ConnectionsPage() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { user } = useAuth(useSession().auth);
  return <ConnectionsScreen slug={slug} eventName={event.name} myUserId={user?.id} page={page} />;
}
