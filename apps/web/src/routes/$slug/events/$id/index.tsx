import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { EventDetailsScreen } from '@/features/company-events/components/event-details-screen';
import { TabSearch } from '@/lib/search';

/** Event details; ?tab= overview (default), groups or insights. */
export const Route = createFileRoute('/$slug/events/$id/')({
  validateSearch: TabSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: EventRouteError,
  component: EventDetailsPage,
});

function EventDetailsPage() {
  const { slug, id } = Route.useParams();
  const { tab } = Route.useSearch();
  return <EventDetailsScreen slug={slug} id={id} tab={tab} />;
}
