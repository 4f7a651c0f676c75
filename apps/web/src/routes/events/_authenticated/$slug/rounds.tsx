import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { RoundsScreen } from '@/features/rounds/components/rounds-screen';

/** /events/{slug}/rounds: my table this round with a countdown; afterwards, whom I sat with. */
export const Route = createFileRoute('/events/_authenticated/$slug/rounds')({
  component: RoundsPage,
});

function RoundsPage() {
  const { slug } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  return <RoundsScreen slug={slug} eventId={event.id} />;
}
