import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '@/components/load-error';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { GatheringStartScreen } from '@/features/gatherings/components/gathering-screens';
import { groupsQueryOptions } from '@/features/groups/api/get-groups';
import { errorText } from '@/lib/error-text';
import { usePagesUpTo } from '@/lib/use-pages-up-to';

/** Every page of my groups, however many (a person is in a handful). */
const ALL_PAGES = 50;

/**
 * /events/{slug}/gatherings/create: composes my groups (groups) with a new gathering
 * (gatherings); only active groups can have one.
 */
export const Route = createFileRoute('/events/_authenticated/$slug/gatherings/create')({
  component: GatheringStartPage,
});

function GatheringStartPage() {
  const { slug } = Route.useParams();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const mine = useInfiniteQuery(groupsQueryOptions(slug, { mine: true }));
  usePagesUpTo(mine, ALL_PAGES);
  const loaded = mine.data && !mine.hasNextPage ? mine.data.pages.flatMap((page) => page.items) : undefined;
  if (mine.isError && !loaded) return <LoadError message={errorText(mine.error)} onRetry={() => void mine.refetch()} />;
  const groups = loaded?.filter((group) => group.isMember && !group.deactivated).map(({ id, name, icon }) => ({ id, name, icon }));
  return <GatheringStartScreen slug={slug} groups={groups} timeZone={event.timeZone} days={event} />;
}
