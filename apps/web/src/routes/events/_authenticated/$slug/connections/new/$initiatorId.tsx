import { createFileRoute } from '@tanstack/react-router';
import { NewConnectionScreen } from '@/features/connections/components/new-connection-screen';
import { isUuid } from '@/features/connections/lib/connection-link';

/**
 * /events/{slug}/connections/new/{initiatorId}: opened by whoever scans a connection code. Signed-out
 * scanners are sent to log in by the /events guard and come back here (redirect param).
 */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/new/$initiatorId')({
  component: NewConnectionPage,
});

function NewConnectionPage() {
  const { slug, initiatorId } = Route.useParams();
  return <NewConnectionScreen key={initiatorId} slug={slug} initiatorId={isUuid(initiatorId) ? initiatorId.toLowerCase() : null} />;
}
