import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { CompanyGroupCreateScreen } from '@/features/groups/components/company-group-create-screen';

/** /{slug}/events/{id}/groups/create */
export const Route = createFileRoute('/$slug/events/$id/groups/create')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: EventRouteError,
  component: GroupCreatePage,
});

function GroupCreatePage() {
  const { slug, id } = Route.useParams();
  return <CompanyGroupCreateScreen slug={slug} eventId={id} />;
}
