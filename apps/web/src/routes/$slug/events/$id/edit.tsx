import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { EventEditScreen } from '@/features/company-events/components/event-edit-screen';

export const Route = createFileRoute('/$slug/events/$id/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={6} />,
  errorComponent: EventRouteError,
  component: EventEditPage,
});

function EventEditPage() {
  const { slug, id } = Route.useParams();
  return <EventEditScreen slug={slug} id={id} />;
}
