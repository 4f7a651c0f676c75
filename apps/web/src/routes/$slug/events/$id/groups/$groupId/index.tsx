import { createFileRoute } from '@tanstack/react-router';
import { CompanyGroupScreen } from '@/features/groups/components/company-group-screen';
import { TabSearch } from '@/lib/search';
import { companyGroupRoute, useGroupScreenProps } from '../-group-route';

/** /{slug}/events/{id}/groups/{groupId} (search: tab = members, board, gatherings or insights) */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/')({
  ...companyGroupRoute,
  validateSearch: TabSearch,
  component: Page,
});

function Page() {
  const { tab } = Route.useSearch();
  return <CompanyGroupScreen {...useGroupScreenProps(Route)} tab={tab} />;
}
