import { createFileRoute } from '@tanstack/react-router';
import { GatheringDetailsScreen } from '@/features/gatherings/components/gathering-screens';
import { companyGatheringRoute, useGatheringScreenProps } from '../-gathering-route';

/** /{slug}/events/{id}/groups/{groupId}/gatherings/{gatheringId} */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/gatherings/$gatheringId/')({
  ...companyGatheringRoute,
  component: Page,
});

function Page() {
  return <GatheringDetailsScreen {...useGatheringScreenProps(Route)} />;
}
