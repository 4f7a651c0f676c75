import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { gatheringQueryOptions } from '@/features/gatherings/api/get-gathering';
import { GatheringEditScreen } from '@/features/gatherings/components/gathering-screens';
import { GatheringRouteError } from '@/features/groups/components/group-route-error';

/** /events/{slug}/{groupId}/gatherings/{gatheringId}/edit */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/gatherings/$gatheringId/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(gatheringQueryOptions(params.slug, params.groupId, params.gatheringId)),
  pendingComponent: () => <PageSkeleton rows={5} />,
  errorComponent: GatheringRouteError,
  component: GatheringEditPage,
});

function GatheringEditPage() {
  const { slug, groupId, gatheringId } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  return <GatheringEditScreen slug={slug} groupId={groupId} gatheringId={gatheringId} timeZone={event.timeZone} days={event} />;
}
