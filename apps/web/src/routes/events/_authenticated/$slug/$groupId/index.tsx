import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { PinnedAnnouncements } from '@/features/announcements';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { myGroupQueryOptions } from '@/features/groups/api/get-my-group';
import { GroupRouteError } from '@/features/groups/components/group-route-error';
import { GroupScreen } from '@/features/groups/components/group-screen';
import { TabSearch } from '@/lib/search';

/** /events/{slug}/{groupId} (search: tab = board, gatherings or insights): one group. */
export const Route = createFileRoute('/events/_authenticated/$slug/$groupId/')({
  validateSearch: TabSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(myGroupQueryOptions(params.slug, params.groupId)),
  pendingComponent: () => <PageSkeleton rows={4} />,
  errorComponent: GroupRouteError,
  component: GroupPage,
});

function GroupPage() {
  const { slug, groupId } = Route.useParams();
  const { tab } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  // A group's announcements are pinned on its page for its members (decision 022).
  return (
    <div className="flex flex-col gap-4">
      <PinnedAnnouncements slug={slug} timeZone={event.timeZone} groupId={groupId} />
      <GroupScreen slug={slug} groupId={groupId} tab={tab} />
    </div>
  );
}
