import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTeamMembers } from '../api/get-team-members';
import { InviteForm } from './invite-form';
import { TeamInvitations } from './team-invitations';
import { TeamMembers } from './team-members';

/**
 * /{slug}/team: who runs the company's events. Owners invite, change roles and remove; organisers
 * see the team (the server refuses them the rest, decision 033). The caller's role is the list's.
 */
export function TeamScreen({ slug, onLeft }: { slug: string; onLeft: () => void }) {
  const { t } = useTranslation('company');
  useDocumentTitle(t('team.documentTitle'));
  const { auth } = useSession();
  const { user } = useAuth(auth);
  const members = useTeamMembers(slug);
  const me = members.data?.items.find((m) => m.userId === user?.id);
  const isOwner = me?.role === 'owner';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('team.title')} description={isOwner ? t('team.descriptionOwner') : t('team.descriptionOrganiser')} />
      {members.isPending ? <CardListSkeleton label={t('team.loading')} /> : null}
      {members.isError ? <Alert>{errorText(members.error)}</Alert> : null}
      {isOwner ? <InviteForm slug={slug} /> : null}
      {members.data ? <TeamMembers slug={slug} members={members.data.items} meId={user?.id} canManage={isOwner} onLeft={onLeft} /> : null}
      {isOwner ? <TeamInvitations slug={slug} /> : null}
    </div>
  );
}
