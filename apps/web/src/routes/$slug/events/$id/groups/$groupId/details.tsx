import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyGroupQueryOptions } from '@/features/groups/api/get-company-group';
import { CompanyGroupDetailsScreen } from '@/features/groups/components/company-group-screens';
import { CompanyGroupRouteError } from '@/features/groups/components/group-route-error';

/** /{slug}/events/{id}/groups/{groupId}/details */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/details')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyGroupQueryOptions(params.id, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: CompanyGroupRouteError,
  component: Page,
});

function Page() {
  const { slug, id, groupId } = Route.useParams();
  return <CompanyGroupDetailsScreen slug={slug} eventId={id} groupId={groupId} />;
}
