import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { GatheringCreateScreen } from '@/features/gatherings/components/gathering-screens';
import { companyGroupQueryOptions } from '@/features/groups/api/get-company-group';
import { companyGroupRoute, useGroupScreenProps } from '../../-group-route';

/** /{slug}/events/{id}/groups/{groupId}/gatherings/create: composes the group (groups) with its new gathering (gatherings). */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/gatherings/create')({
  ...companyGroupRoute,
  component: Page,
});

function Page() {
  const { slug, eventId, groupId } = useGroupScreenProps(Route);
  const { data: group } = useSuspenseQuery(companyGroupQueryOptions(eventId, groupId));
  const event = useQuery(companyEventQueryOptions(eventId));
  return <GatheringCreateScreen slug={eventId} company={slug} groupId={groupId} group={group} timeZone={event.data?.timeZone} days={event.data} />;
}
