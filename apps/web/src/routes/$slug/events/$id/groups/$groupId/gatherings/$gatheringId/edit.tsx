import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { GatheringEditScreen } from '@/features/gatherings/components/gathering-screens';
import { companyGatheringRoute, useGatheringScreenProps } from '../-gathering-route';

/** /{slug}/events/{id}/groups/{groupId}/gatherings/{gatheringId}/edit */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/gatherings/$gatheringId/edit')({
  ...companyGatheringRoute,
  component: Page,
});

function Page() {
  const props = useGatheringScreenProps(Route);
  const event = useQuery(companyEventQueryOptions(props.slug));
  return <GatheringEditScreen {...props} timeZone={event.data?.timeZone} days={event.data} />;
}
