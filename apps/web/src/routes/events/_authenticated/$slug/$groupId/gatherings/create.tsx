import { createFileRoute } from '@tanstack/react-router';
import { GatheringCreateScreen } from '../../../../../../features/gatherings/components/gathering-screens';

/** /events/{slug}/{groupId}/gatherings/create */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/gatherings/create')({
  component: GatheringCreatePage,
});

function GatheringCreatePage() {
  const { slug, groupId } = Route.useParams();
  return <GatheringCreateScreen slug={slug} groupId={groupId} />;
}
