import { createFileRoute } from '@tanstack/react-router';
import { CompanyGroupDetailsScreen } from '@/features/groups/components/company-group-details-screen';
import { companyGroupRoute, useGroupScreenProps } from '../-group-route';

/** /{slug}/events/{id}/groups/{groupId}/details */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/details')({
  ...companyGroupRoute,
  component: Page,
});

function Page() {
  return <CompanyGroupDetailsScreen {...useGroupScreenProps(Route)} />;
}
