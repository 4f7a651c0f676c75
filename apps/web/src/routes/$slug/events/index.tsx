import { createFileRoute } from '@tanstack/react-router';
import { companyEventsPageQueryOptions } from '@/features/company-events/api/get-company-events';
import { EventsListScreen } from '@/features/company-events/components/events-list-screen';
import { PageSearch } from '@/lib/search';

/** The company's events; ?page=N shows pages 1..N ("Load more"). */
export const Route = createFileRoute('/$slug/events/')({
  validateSearch: PageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => {
    for (let page = 1; page <= deps.page; page++) void context.queryClient.prefetchQuery(companyEventsPageQueryOptions(page));
  },
  component: CompanyEventsPage,
});

function CompanyEventsPage() {
  const { slug } = Route.useParams();
  const { page } = Route.useSearch();
  return <EventsListScreen slug={slug} page={page ?? 1} />;
}
