import { createFileRoute } from '@tanstack/react-router';
import { categoriesQueryOptions } from '../../features/interests/api/get-categories';
import { companyAreaHostRule, requireAuth } from '../../lib/guards';

/** The company area (/{slug}/...): management or local host only, signed in. */
export const Route = createFileRoute('/$slug')({
  beforeLoad: (args) => {
    companyAreaHostRule();
    requireAuth(args);
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
  },
});
