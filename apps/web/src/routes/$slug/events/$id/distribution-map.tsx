import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions, useSuspenseCompanyEvent } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { DistributionMapScreen } from '@/features/insights/components/distribution-map-screen';
import { MapTabSearch } from '@/lib/search';

/** Distribution map; ?tab= 0 hometowns (default), 1 dream destinations, 2 favourite destinations. */
export const Route = createFileRoute('/$slug/events/$id/distribution-map')({
  validateSearch: MapTabSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={2} />,
  errorComponent: EventRouteError,
  component: DistributionMapPage,
});

function DistributionMapPage() {
  const { slug, id } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: event } = useSuspenseCompanyEvent(id);
  return <DistributionMapScreen slug={slug} eventId={event.id} eventName={event.name} tab={tab} />;
}
