import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyGroupQueryOptions } from '@/features/groups/api/get-company-group';
import { CompanyGroupDeleteScreen } from '@/features/groups/components/company-group-screens';
import { CompanyGroupRouteError } from '@/features/groups/components/group-route-error';

/** /{slug}/events/{id}/groups/{groupId}/delete */
export const Route = createFileRoute('/$slug/events/$id/groups/$groupId/delete')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyGroupQueryOptions(params.id, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: CompanyGroupRouteError,
  component: Page,
});

function Page() {
  const { slug, id, groupId } = Route.useParams();
  return <CompanyGroupDeleteScreen slug={slug} eventId={id} groupId={groupId} />;
}
