import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '@/components/load-error';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyEventQueryOptions } from '@/features/company-events/api/get-company-event';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { GatheringStartScreen } from '@/features/gatherings/components/gathering-screens';
import { companyGroupsQueryOptions } from '@/features/groups/api/get-company-groups';
import { errorText } from '@/lib/error-text';
import { usePagesUpTo } from '@/lib/use-pages-up-to';

/** Every page of the event's active groups (an event has dozens at most). */
const ALL_PAGES = 50;

/**
 * /{slug}/events/{id}/gatherings/create: composes the event's active groups (groups) with a new
 * gathering (gatherings), from the event's Gatherings tab.
 */
export const Route = createFileRoute('/$slug/events/$id/gatherings/create')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyEventQueryOptions(params.id)),
  pendingComponent: () => <PageSkeleton rows={6} />,
  errorComponent: EventRouteError,
  component: Page,
});

function Page() {
  const { slug, id } = Route.useParams();
  const event = useQuery(companyEventQueryOptions(id));
  const active = useInfiniteQuery(companyGroupsQueryOptions(id, { status: 'active' }));
  usePagesUpTo(active, ALL_PAGES);
  const loaded = active.data && !active.hasNextPage ? active.data.pages.flatMap((page) => page.items) : undefined;
  if (active.isError && !loaded) return <LoadError message={errorText(active.error)} onRetry={() => void active.refetch()} />;
  const groups = loaded?.map(({ id: groupId, name, icon }) => ({ id: groupId, name, icon }));
  return <GatheringStartScreen slug={id} company={slug} groups={groups} timeZone={event.data?.timeZone} days={event.data} />;
}
