import { createFileRoute } from '@tanstack/react-router';
import { GatheringsScreen } from '@/features/gatherings/components/gatherings-screen';
import { PageTabSearch } from '@/lib/search';

/** /events/{slug}/gatherings (search: tab = upcoming or expired, page). */
export const Route = createFileRoute('/events/_authenticated/$slug/gatherings/')({
  validateSearch: PageTabSearch,
  component: GatheringsPage,
});

function GatheringsPage() {
  const { slug } = Route.useParams();
  const { tab, page } = Route.useSearch();
  return <GatheringsScreen slug={slug} tab={tab} page={page} />;
}
