import { createFileRoute } from '@tanstack/react-router';
import { NewConnectionScreen } from '@/features/connections/components/new-connection-screen';
import { isConnectionCode, isUuid } from '@/features/connections/lib/connection-link';

/**
 * /events/{slug}/connections/new/{initiatorId}?code=…: opened by whoever scans a connection code (with
 * the code: connect at once) or follows a plain link (without: ask to connect). Signed-out scanners
 * are sent to log in by the /events guard and come back here (redirect param).
 */
export const Route = createFileRoute('/events/_authenticated/$slug/connections/new/$initiatorId')({
  validateSearch: (search: Record<string, unknown>): { code?: string } => (isConnectionCode(search.code) ? { code: search.code } : {}),
  component: NewConnectionPage,
});

function NewConnectionPage() {
  const { slug, initiatorId } = Route.useParams();
  const { code } = Route.useSearch();
  return <NewConnectionScreen key={`${initiatorId}:${code ?? ''}`} slug={slug} initiatorId={isUuid(initiatorId) ? initiatorId.toLowerCase() : null} code={code} />;
}
