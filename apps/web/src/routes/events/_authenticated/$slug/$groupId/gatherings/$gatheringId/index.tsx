import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { gatheringQueryOptions } from '@/features/gatherings/api/get-gathering';
import { GatheringDetailsScreen } from '@/features/gatherings/components/gathering-screens';
import { GatheringRouteError } from '@/features/groups/components/group-route-error';

/** /events/{slug}/{groupId}/gatherings/{gatheringId} */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/gatherings/$gatheringId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(gatheringQueryOptions(params.slug, params.groupId, params.gatheringId)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: GatheringRouteError,
  component: GatheringPage,
});

function GatheringPage() {
  const { slug, groupId, gatheringId } = Route.useParams();
  return <GatheringDetailsScreen slug={slug} groupId={groupId} gatheringId={gatheringId} />;
}
