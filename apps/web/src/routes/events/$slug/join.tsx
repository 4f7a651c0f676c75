import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { EventNotFound } from '@/features/events/components/event-not-found';
import { AlreadyInEvent, JoinScreen } from '@/features/events/components/join-screen';
import { eventProfileQueryOptions } from '@/features/profile/api/get-event-profile';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';
import { present } from '@/lib/search';
import { codeOf, isUuid } from '@/lib/way-in';

/** Public: the join link an organiser shares (loads the public event by slug). */
export const Route = createFileRoute('/events/$slug/join')({
  // The landing page: its data loads at once, beside its screen's code (decision 014).
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  // Search params stay strings here (lib/search.ts): ?preview=true is the organiser's look;
  // ?connect=<user id>&code=<one-time code> a connection code scanned before joining, connected once in (decisions 013 and 018).
  validateSearch: (search: Record<string, unknown>) =>
    present({
      preview: search.preview === 'true' ? ('true' as const) : undefined,
      connect: isUuid(search.connect) ? search.connect.toLowerCase() : undefined,
      code: isUuid(search.connect) ? codeOf(search.code) : undefined,
    }),
  loaderDeps: ({ search }) => ({ preview: search.preview }),
  loader: async ({ context, params, deps }) => {
    let current: string;
    try {
      current = (await context.queryClient.ensureQueryData(publicEventQueryOptions(params.slug))).slug;
    } catch (error) {
      if (isApiError(error) && error.code === 404) throw notFound();
      throw error;
    }
    // A printed code with the event's old address: the server found it; show the current one.
    if (current !== params.slug) throw redirect({ to: '/events/$slug/join', params: { slug: current }, search: true, replace: true });
    // Someone already in the event (a profile, or joined and not set up yet) has nothing to join here.
    if (deps.preview === 'true' || !context.session.auth.get().authenticated) return { joined: false };
    const joined = await context.queryClient.ensureQueryData(eventProfileQueryOptions(current)).then(
      () => true,
      () => false, // not joined (404), or unknown: the page lets them join
    );
    return { joined };
  },
  notFoundComponent: JoinNotFound,
  component: JoinPage,
});

function JoinPage() {
  const { slug } = Route.useParams();
  const { preview, connect, code } = Route.useSearch();
  const { joined } = Route.useLoaderData();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { auth } = useSession();
  const { authenticated } = useAuth(auth);
  if (joined && authenticated) return <AlreadyInEvent event={event} connectWith={connect} code={code} />;
  return <JoinScreen event={event} signedIn={authenticated} preview={preview === 'true'} connectWith={connect} code={code} />;
}

function JoinNotFound() {
  const { auth } = useSession();
  const { authenticated } = useAuth(auth);
  return <EventNotFound signedIn={authenticated} />;
}
