import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { GatheringCreateScreen } from '@/features/gatherings/components/gathering-screens';
import { myGroupQueryOptions } from '@/features/groups/api/get-my-group';

/** /events/{slug}/{groupId}/gatherings/create: composes the group (groups) with its new gathering (gatherings). */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/gatherings/create')({
  component: GatheringCreatePage,
});

function GatheringCreatePage() {
  const { slug, groupId } = Route.useParams();
  const group = useQuery(myGroupQueryOptions(slug, groupId));
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  return <GatheringCreateScreen slug={slug} groupId={groupId} group={group.data} timeZone={event.timeZone} days={event} />;
}
