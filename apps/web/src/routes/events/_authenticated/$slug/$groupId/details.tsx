import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { myGroupQueryOptions } from '@/features/groups/api/get-my-group';
import { GroupRouteError } from '@/features/groups/components/group-route-error';
import { GroupDetailsScreen } from '@/features/groups/components/group-screen';

/** /events/{slug}/{groupId}/details: what the group is about; join or leave. */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/details')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myGroupQueryOptions(params.slug, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: GroupRouteError,
  component: GroupDetailsPage,
});

function GroupDetailsPage() {
  const { slug, groupId } = Route.useParams();
  return <GroupDetailsScreen slug={slug} groupId={groupId} />;
}
