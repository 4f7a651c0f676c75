import { PageSkeleton } from '@/components/ui/page-skeleton';
import { gatheringQueryOptions } from '@/features/gatherings/api/get-gathering';
import { CompanyGatheringRouteError } from '@/features/gatherings/components/gathering-route-error';
import type { RouterContext } from '@/lib/router-context';

interface GatheringParams {
  slug: string;
  id: string;
  groupId: string;
  gatheringId: string;
}

/**
 * What every /{slug}/events/{id}/groups/{groupId}/gatherings/{gatheringId} page shares, as
 * ../-group-route does for the group's pages: the gathering loads before the page shows.
 */
export const companyGatheringRoute = {
  loader: ({ context, params }: { context: RouterContext; params: GatheringParams }) => context.queryClient.ensureQueryData(gatheringQueryOptions(params.id, params.groupId, params.gatheringId)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: CompanyGatheringRouteError,
};

/**
 * The route's params as the gathering screens take them: `slug` is the event the API is asked
 * about (here its id) and `company` the console's company slug, which makes the screens link to
 * the console's pages.
 */
export function useGatheringScreenProps(route: { useParams: () => GatheringParams }) {
  const { slug, id, groupId, gatheringId } = route.useParams();
  return { slug: id, company: slug, groupId, gatheringId };
}
