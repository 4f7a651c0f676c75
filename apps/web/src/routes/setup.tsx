import type { Membership } from '@mingle/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSyncSignedInUser } from '@/features/auth/components/use-sync-signed-in-user';
import { CompanySetupScreen } from '@/features/company/components/company-setup-screen';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { setupRules } from '@/lib/guards';
import { present, shortText } from '@/lib/search';

/** Company setup: local or management host only; members go to their company's events. */
export const Route = createFileRoute('/setup')({
  validateSearch: (search: Record<string, unknown>) => present({ removedFrom: shortText(search.removedFrom, 60) }),
  beforeLoad: (args) => setupRules(args),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
  },
  component: SetupPage,
});

function SetupPage() {
  // A membership made elsewhere (another tab, another device) arrives with /auth/me; the screen then moves on.
  useSyncSignedInUser();
  const queryClient = useQueryClient();
  // The cached /auth/me answer predates the company: give it the membership, or the next sync
  // (useSyncSignedInUser in the company area) would store the old, company-less answer again.
  const onCreated = (membership: Membership) => queryClient.setQueryData(meQueryOptions().queryKey, (me) => (me ? { ...me, membership } : me));
  const { removedFrom } = Route.useSearch();
  return <CompanySetupScreen accountAction={<SignOutButton variant="link" size="inline" />} onCreated={onCreated} {...(removedFrom ? { removedFrom } : {})} />;
}
