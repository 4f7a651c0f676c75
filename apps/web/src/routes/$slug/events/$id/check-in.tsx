import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions, useSuspenseCompanyEvent } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { CheckInScreen } from '@/features/door/components/check-in-screen';

/** /{company}/events/{id}/check-in: the door (decision 038). */
export const Route = createFileRoute('/$slug/events/$id/check-in')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: EventRouteError,
  component: CheckInPage,
});

function CheckInPage() {
  const { slug, id } = Route.useParams();
  const { data: event } = useSuspenseCompanyEvent(id);
  // Keyed by event: nothing kept for one event (keys, the last answer) carries over to another.
  return <CheckInScreen key={event.id} slug={slug} eventId={event.id} eventName={event.name} timeZone={event.timeZone} />;
}
