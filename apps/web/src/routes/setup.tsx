import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { categoriesQueryOptions } from '../features/interests/api/get-categories';
import { setupRules } from '../lib/guards';

/** Company setup: local or management host only; members go to their company's events. */
export const Route = createFileRoute('/setup')({
  beforeLoad: (args) => setupRules(args),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
  },
  component: () => <ComingSoon screen="companySetup" />,
});
