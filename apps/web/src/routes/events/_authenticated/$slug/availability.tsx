import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityScreen } from '@/features/meetings/components/availability-screen';

/** /events/{slug}/availability: my meeting hours, the slots I am free to meet. */
export const Route = createFileRoute('/events/_authenticated/$slug/availability')({
  component: AvailabilityPage,
});

function AvailabilityPage() {
  const { slug } = Route.useParams();
  return <AvailabilityScreen slug={slug} />;
}
