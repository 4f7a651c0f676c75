import { createFileRoute } from '@tanstack/react-router';
import { CompanyGroupDeleteScreen } from '@/features/groups/components/company-group-delete-screen';
import { companyGroupRoute, useGroupScreenProps } from '../-group-route';

/** /{slug}/events/{id}/groups/{groupId}/delete */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/delete')({
  ...companyGroupRoute,
  component: Page,
});

function Page() {
  return <CompanyGroupDeleteScreen {...useGroupScreenProps(Route)} />;
}
