import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyGroupQueryOptions } from '@/features/groups/api/get-company-group';
import { CompanyGroupScreen } from '@/features/groups/components/company-group-screens';
import { CompanyGroupRouteError } from '@/features/groups/components/group-route-error';
import { TabSearch } from '@/lib/search';

/** /{slug}/events/{id}/groups/{groupId} (search: tab = members, board or insights) */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/')({
  validateSearch: TabSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyGroupQueryOptions(params.id, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: CompanyGroupRouteError,
  component: Page,
});

function Page() {
  const { slug, id, groupId } = Route.useParams();
  const { tab } = Route.useSearch();
  return <CompanyGroupScreen slug={slug} eventId={id} groupId={groupId} tab={tab} />;
}
