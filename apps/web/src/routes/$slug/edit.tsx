import { createFileRoute } from '@tanstack/react-router';
import { companyQueryOptions } from '@/features/company/api/get-company';
import { CompanyEditScreen } from '@/features/company/components/company-edit-screen';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { AccountDataCard } from '@/features/my-data';

/** Company profile edit. */
export const Route = createFileRoute('/$slug/edit')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(companyQueryOptions(params.slug)),
  pendingComponent: () => <PageSkeleton />,
  component: CompanyEditPage,
});

function CompanyEditPage() {
  const { slug } = Route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <CompanyEditScreen slug={slug} />
      <AccountDataCard />
    </div>
  );
}
