import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { publicEventQueryOptions } from '@/features/events/api/get-public-event';
import { EventNotFound } from '@/features/events/components/event-not-found';
import { JoinScreen } from '@/features/events/components/join-screen';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useSession } from '@/lib/session-context';

/** Public: the join link an organiser shares (spec 2: loads the public event by slug). */
export const Route = createFileRoute('/events/$slug/join')({
  // Search params stay strings here (lib/search.ts): ?preview=true is the organiser's look.
  validateSearch: z.object({ preview: z.literal('true').optional().catch(undefined) }),
  loader: async ({ context, params }) => {
    let current: string;
    try {
      current = (await context.queryClient.ensureQueryData(publicEventQueryOptions(params.slug))).slug;
    } catch (error) {
      if (isApiError(error) && error.code === 404) throw notFound();
      throw error;
    }
    // A printed code with the event's old address: the server found it; show the current one.
    if (current !== params.slug) throw redirect({ to: '/events/$slug/join', params: { slug: current }, search: true, replace: true });
  },
  notFoundComponent: JoinNotFound,
  component: JoinPage,
});

function JoinPage() {
  const { slug } = Route.useParams();
  const { preview } = Route.useSearch();
  const { data: event } = useSuspenseQuery(publicEventQueryOptions(slug));
  const { auth } = useSession();
  const { authenticated } = useAuth(auth);
  return <JoinScreen event={event} signedIn={authenticated} preview={preview === 'true'} />;
}

function JoinNotFound() {
  const { auth } = useSession();
  const { authenticated } = useAuth(auth);
  return <EventNotFound signedIn={authenticated} />;
}
