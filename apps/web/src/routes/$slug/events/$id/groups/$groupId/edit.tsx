import { createFileRoute } from '@tanstack/react-router';
import { CompanyGroupEditScreen } from '@/features/groups/components/company-group-edit-screen';
import { companyGroupRoute, useGroupScreenProps } from '../-group-route';

/** /{slug}/events/{id}/groups/{groupId}/edit */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/edit')({
  ...companyGroupRoute,
  component: Page,
});

function Page() {
  return <CompanyGroupEditScreen {...useGroupScreenProps(Route)} />;
}
