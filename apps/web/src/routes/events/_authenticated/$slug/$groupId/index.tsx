import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { myGroupQueryOptions } from '@/features/groups/api/get-my-group';
import { GroupRouteError } from '@/features/groups/components/group-route-error';
import { GroupScreen } from '@/features/groups/components/group-screen';
import { TabSearch } from '@/lib/search';

/** /events/{slug}/{groupId} (search: tab = board, gatherings or insights): one group. */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/')({
  validateSearch: TabSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myGroupQueryOptions(params.slug, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: GroupRouteError,
  component: GroupPage,
});

function GroupPage() {
  const { slug, groupId } = Route.useParams();
  const { tab } = Route.useSearch();
  return <GroupScreen slug={slug} groupId={groupId} tab={tab} />;
}
