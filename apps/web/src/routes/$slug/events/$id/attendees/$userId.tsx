import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyAttendeeQueryOptions } from '@/features/company-events/api/company-attendee';
import { companyEventQueryOptions, useSuspenseCompanyEvent } from '@/features/company-events/api/get-company-event';
import { AttendeePageScreen } from '@/features/company-events/components/attendee-page-screen';
import { EventRouteError } from '@/features/company-events/components/event-route-error';

/** One attendee's page for the event's organisers. */
export const Route = createFileRoute('/$slug/events/$id/attendees/$userId')({
  loader: async ({ context, params }) => {
    const event = await context.queryClient.ensureQueryData(companyEventQueryOptions(params.id));
    await context.queryClient.ensureQueryData(companyAttendeeQueryOptions(event.id, params.userId));
  },
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: EventRouteError,
  component: AttendeePage,
});

function AttendeePage() {
  const { slug, id, userId } = Route.useParams();
  const { data: event } = useSuspenseCompanyEvent(id);
  return <AttendeePageScreen slug={slug} event={event} userId={userId} />;
}
