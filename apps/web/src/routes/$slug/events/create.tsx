import { createFileRoute } from '@tanstack/react-router';
import { EventCreateScreen } from '@/features/company-events/components/event-create-screen';

export const Route = createFileRoute('/$slug/events/create')({
  component: EventCreatePage,
});

function EventCreatePage() {
  const { slug } = Route.useParams();
  return <EventCreateScreen slug={slug} />;
}
