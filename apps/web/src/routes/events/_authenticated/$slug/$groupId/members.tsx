import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { myGroupQueryOptions } from '@/features/groups/api/get-my-group';
import { GroupMembersScreen } from '@/features/groups/components/group-members-screen';
import { GroupRouteError } from '@/features/groups/components/group-route-error';

/** /events/{slug}/{groupId}/members: who is in the group. */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/members')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myGroupQueryOptions(params.slug, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: GroupRouteError,
  component: GroupMembersPage,
});

function GroupMembersPage() {
  const { slug, groupId } = Route.useParams();
  return <GroupMembersScreen slug={slug} groupId={groupId} />;
}
