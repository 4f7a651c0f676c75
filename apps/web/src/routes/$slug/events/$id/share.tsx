import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { ShareScreen } from '@/features/company-events/components/share-screen';

/** Share: join link, QR code (copy, download PNG) and a printable poster. */
export const Route = createFileRoute('/$slug/events/$id/share')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={2} />,
  errorComponent: EventRouteError,
  component: SharePage,
});

function SharePage() {
  const { slug, id } = Route.useParams();
  return <ShareScreen slug={slug} id={id} />;
}
