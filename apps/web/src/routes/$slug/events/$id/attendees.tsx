import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { companyAttendeesQueryOptions } from '@/features/company-events/api/get-company-attendees';
import { companyEventQueryOptions, useSuspenseCompanyEvent } from '@/features/company-events/api/get-company-event';
import { EventAttendeesScreen } from '@/features/company-events/components/event-attendees-screen';
import { EventRouteError } from '@/features/company-events/components/event-route-error';
import { PageSearch, present, shortText } from '@/lib/search';

/** page, plus the name search. */
const AttendeesSearch = (search: Record<string, unknown>) => ({ ...PageSearch(search), ...present({ q: shortText(search.q, 80, { trim: true }) }) });

/** The event's attendees for its organisers: search, pages, CSV export. */
export const Route = createFileRoute('/$slug/events/$id/attendees')({
  validateSearch: AttendeesSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, params, deps }) => {
    const event = await context.queryClient.ensureQueryData(companyEventQueryOptions(params.id));
    void context.queryClient.prefetchInfiniteQuery(companyAttendeesQueryOptions(event.id, deps.q));
  },
  pendingComponent: () => <PageSkeleton rows={3} />,
  errorComponent: EventRouteError,
  component: AttendeesPage,
});

function AttendeesPage() {
  const { slug, id } = Route.useParams();
  const { q, page } = Route.useSearch();
  const { data: event } = useSuspenseCompanyEvent(id);
  return <EventAttendeesScreen slug={slug} event={event} q={q} page={page} />;
}
