import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyGroupQueryOptions } from '@/features/groups/api/get-company-group';
import { CompanyGroupRouteError } from '@/features/groups/components/group-route-error';
import type { RouterContext } from '@/lib/router-context';

interface GroupParams {
  slug: string;
  id: string;
  groupId: string;
}

/** What every /{slug}/events/{id}/groups/{groupId} page shares: the group loads before the page shows. */
export const companyGroupRoute = {
  loader: ({ context, params }: { context: RouterContext; params: GroupParams }) => context.queryClient.ensureQueryData(companyGroupQueryOptions(params.id, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: CompanyGroupRouteError,
};

/** The route's params as the company group screens take them. */
export function useGroupScreenProps(route: { useParams: () => GroupParams }) {
  const { slug, id, groupId } = route.useParams();
  return { slug, eventId: id, groupId };
}
