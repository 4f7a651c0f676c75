import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { AgendaScreen } from '@/features/meetings/components/agenda-screen';

/** /events/{slug}/agenda: my meetings and gatherings, in time order. */
export const Route = createFileRoute('/events/_authenticated/$slug/agenda')({
  component: AgendaPage,
});

function AgendaPage() {
  const { slug } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  return <AgendaScreen slug={slug} timeZone={event.timeZone} />;
}
