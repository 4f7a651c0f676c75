import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { EventDetailsScreen } from '@/features/company-events/components/event-details-screen';
import { PageTabSearch, present, shortText } from '@/lib/search';

/** tab, and for the attendees tab its page and name search. */
const EventSearch = (search: Record<string, unknown>) => ({ ...PageTabSearch(search), ...present({ q: shortText(search.q, 80, { trim: true }) }) });

/** Event details; ?tab= overview (default), attendees (with q and page), waitlist, groups, gatherings, insights, reports or announcements. */
export const Route = createFileRoute('/$slug/events/$id/')({
  validateSearch: EventSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: EventRouteError,
  component: EventDetailsPage,
});

function EventDetailsPage() {
  const { slug, id } = Route.useParams();
  const { tab, q, page } = Route.useSearch();
  return <EventDetailsScreen slug={slug} id={id} tab={tab} attendees={{ q, page }} />;
}
