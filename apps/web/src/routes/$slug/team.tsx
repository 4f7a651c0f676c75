import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { teamMembersQueryOptions } from '@/features/company/api/get-team-members';
import { TeamScreen } from '@/features/company/components/team-screen';
import { useSession } from '@/lib/session-context';

/** The company's team: owners manage it, organisers see it (decision 033). */
export const Route = createFileRoute('/$slug/team')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(teamMembersQueryOptions(params.slug));
  },
  component: TeamPage,
});

function TeamPage() {
  const { slug } = Route.useParams();
  const session = useSession();
  const navigate = useNavigate();
  const onLeft = () => {
    const left = session.leaveCompany();
    void navigate({ to: '/setup', search: left ? { removedFrom: left } : {}, replace: true });
  };
  return <TeamScreen slug={slug} onLeft={onLeft} />;
}
