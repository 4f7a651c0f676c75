import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { requireAuth } from '@/lib/guards';

/** Everything under /events except the public join page needs a signed-in user. */
export const Route = createFileRoute('/events/_authenticated')({
  beforeLoad: (args) => requireAuth(args),
  loader: ({ context }) => {
    // Categories load once after login and are then served from the local cache (spec 4, 7).
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
  },
});
