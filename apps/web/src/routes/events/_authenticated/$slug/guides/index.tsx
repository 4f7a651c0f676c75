import { createFileRoute } from '@tanstack/react-router';
import { GuidesListScreen } from '@/features/guides/components/guides-list-screen';

/** /events/{slug}/guides: the six guides. */
export const Route = createFileRoute('/events/_authenticated/$slug/guides/')({
  component: GuidesPage,
});

function GuidesPage() {
  const { slug } = Route.useParams();
  return <GuidesListScreen slug={slug} />;
}
