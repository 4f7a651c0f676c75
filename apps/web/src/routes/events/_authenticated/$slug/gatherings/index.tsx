import { createFileRoute } from '@tanstack/react-router';
import { eventGatheringsQueryOptions } from '@/features/gatherings/api/get-event-gatherings';
import { GatheringsScreen, gatheringsTabOf } from '@/features/gatherings/components/gatherings-screen';
import { PageTabSearch } from '@/lib/search';

/** /events/{slug}/gatherings (search: tab = upcoming or expired, page). */
export const Route = createFileRoute('/events/_authenticated/$slug/gatherings/')({
  validateSearch: PageTabSearch,
  // Asked with the screen's code, so a preload (the offline tabs, decision 023) has its data too.
  // (Only the search here: loaderDeps stays in the first load's code, the screen's module does not.)
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context, params, deps }) => void context.queryClient.prefetchInfiniteQuery(eventGatheringsQueryOptions(params.slug, gatheringsTabOf(deps.tab))),
  component: GatheringsPage,
});

function GatheringsPage() {
  const { slug } = Route.useParams();
  const { tab, page } = Route.useSearch();
  return <GatheringsScreen slug={slug} tab={tab} page={page} />;
}
