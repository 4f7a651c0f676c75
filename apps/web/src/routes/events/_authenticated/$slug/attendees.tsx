import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { attendeesQueryOptions } from '@/features/attendees/api/get-attendees';
import { AttendeeDirectoryScreen } from '@/features/attendees/components/attendee-directory-screen';
import { ConnectAction } from '@/features/connections/components/connect-action';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { PageSearch, present, shortText } from '@/lib/search';

/** page, plus the name search and the interest filter. */
const AttendeesSearch = (search: Record<string, unknown>) => ({
  ...PageSearch(search),
  ...present({ q: shortText(search.q, 80, { trim: true }), interest: shortText(search.interest, 80) }),
});

/** /events/{slug}/attendees: the attendee directory. */
export const Route = createFileRoute('/events/_authenticated/$slug/attendees')({
  validateSearch: AttendeesSearch,
  loaderDeps: ({ search }) => ({ q: search.q, interest: search.interest }),
  loader: async ({ context, params, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(attendeesQueryOptions(params.slug, deps));
    await context.queryClient.ensureQueryData(categoriesQueryOptions());
  },
  component: AttendeesPage,
});

function AttendeesPage() {
  const { slug } = Route.useParams();
  const { q, interest, page } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  return (
    <AttendeeDirectoryScreen
      slug={slug}
      eventName={event.name}
      categories={categories}
      q={q}
      interest={interest}
      page={page}
      renderProfile={(profile, shared, card) => (
        <>
          {card.isMe ? null : <ConnectAction slug={slug} userId={card.userId} firstName={card.firstName} />}
          <ProfileDetails profile={profile} sharedInterestIds={shared} headingLevel="h3" />
        </>
      )}
    />
  );
}
