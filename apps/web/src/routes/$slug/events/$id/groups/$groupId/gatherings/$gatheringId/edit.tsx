import { createFileRoute } from '@tanstack/react-router';
import { GatheringEditScreen } from '@/features/gatherings/components/gathering-screens';
import { companyGatheringRoute, useGatheringScreenProps } from '../-gathering-route';

/** /{slug}/events/{id}/groups/{groupId}/gatherings/{gatheringId}/edit */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/gatherings/$gatheringId/edit')({
  ...companyGatheringRoute,
  component: Page,
});

function Page() {
  return <GatheringEditScreen {...useGatheringScreenProps(Route)} />;
}
