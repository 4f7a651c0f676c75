import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireAuth } from '@/lib/guards';
import { codeOf, connectionPathOf } from '@/lib/way-in';
import { whenSettled } from '@/lib/yield-to-main';

/** Everything under /events except the public join page needs a signed-in user. */
export const Route = createFileRoute('/events/_authenticated')({
  beforeLoad: (args) => {
    // Someone's connection code, opened signed out: the event's join page (new people sign up there,
    // members log in), which carries the connection through sign-up, joining and setup.
    const scanned = connectionPathOf(args.location.pathname);
    if (scanned && !args.context.session.auth.get().authenticated) {
      const code = codeOf((args.location.search as { code?: unknown }).code);
      throw redirect({ to: '/events/$slug/join', params: { slug: scanned.slug }, search: { connect: scanned.initiatorId, ...(code ? { code } : {}) }, replace: true });
    }
    requireAuth(args);
  },
  loader: ({ context }) => {
    // Categories load once after login and are then served from the local cache; not in the page's
    // own start, nor their code with its schema (decision 014): a screen that shows them asks in its loader.
    whenSettled(() => void import('@/features/interests/api/get-categories').then((m) => context.queryClient.prefetchQuery(m.categoriesQueryOptions())));
  },
});
