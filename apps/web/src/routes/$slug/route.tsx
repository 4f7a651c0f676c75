import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useSyncSignedInUser } from '@/features/auth/components/use-sync-signed-in-user';
import { companyQueryOptions } from '@/features/company/api/get-company';
import { CompanyConsole } from '@/features/company/components/company-console';
import { companyAreaTarget } from '@/features/company/lib/company-area';
import { OpenReportsBadge } from '@/features/moderation';
import { categoriesQueryOptions } from '@/features/interests/api/get-categories';
import { companyAreaHostRule, requireAuth } from '@/lib/guards';

/** The company area (/{slug}/...): management or local host only, signed in, a member of this company. */
export const Route = createFileRoute('/$slug')({
  beforeLoad: (args) => {
    companyAreaHostRule();
    requireAuth(args);
    const { membership } = args.context.session.auth.get();
    const target = companyAreaTarget(membership, args.params.slug, args.location.pathname);
    if (target) throw redirect({ href: target, replace: true });
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions());
    // Asked afresh on every navigation in the console: a teammate taken off the team meanwhile is
    // refused (403 notMember) and the API client takes them out of the console (main.tsx).
    void context.queryClient.fetchQuery({ ...companyQueryOptions(params.slug), staleTime: 0 }).catch(() => undefined);
  },
  component: CompanyArea,
});

function CompanyArea() {
  useSyncSignedInUser();
  const { slug } = Route.useParams();
  return (
    <CompanyConsole slug={slug} accountAction={<SignOutButton variant="secondary" fullWidth />} eventsBadge={<OpenReportsBadge />}>
      <Outlet />
    </CompanyConsole>
  );
}
