import { TEAM_ROLES, type TeamMember, type TeamRole } from '@mingle/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useUpdateTeamMember } from '../api/update-team-member';
import { selectClasses } from './invite-form';

interface TeamMembersProps {
  slug: string;
  members: TeamMember[];
  meId: string | undefined;
  /** Owners change roles and remove people; organisers see the list. */
  canManage: boolean;
  /** After the caller left the team themselves. */
  onLeft: () => void;
}

export function TeamMembers({ slug, members, meId, canManage, onLeft }: TeamMembersProps) {
  const { t, i18n } = useTranslation('company');
  const update = useUpdateTeamMember(slug);
  const remove = useRemoveTeamMember(slug);
  const [leaving, setLeaving] = useState<TeamMember>();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const isMe = (m: TeamMember) => m.userId === meId;

  const changeRole = async (member: TeamMember, role: TeamRole) => {
    try {
      await update.mutateAsync({ userId: member.userId, role });
      notifySuccess(t('team.members.roleChanged', { name: member.username, role: t(`team.roles.${role}`) }));
    } catch (error) {
      notifyError(errorText(error));
    }
  };
  const confirmRemove = async () => {
    if (!leaving) return;
    try {
      await remove.mutateAsync(leaving.userId);
      notifySuccess(isMe(leaving) ? t('team.members.left') : t('team.members.removed', { name: leaving.username }));
      const self = isMe(leaving);
      setLeaving(undefined);
      if (self) onLeft();
    } catch (error) {
      setLeaving(undefined);
      notifyError(errorText(error));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('team.members.title', { count: members.length })}</CardTitle>
      </CardHeader>
      <ul className="flex flex-col divide-y divide-border" data-testid="team-members">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-fg">
                {member.username}
                {isMe(member) ? <Badge tone="primary">{t('team.members.you')}</Badge> : null}
              </p>
              <p className="text-sm break-all text-fg-muted">{member.email}</p>
              <p className="text-sm text-fg-muted">{t('team.members.joined', { date: day.format(new Date(member.joinedAt)) })}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {canManage ? (
                <select
                  aria-label={t('team.members.roleOf', { name: member.username })}
                  className={selectClasses}
                  value={member.role}
                  disabled={update.isPending}
                  onChange={(e) => void changeRole(member, e.target.value as TeamRole)}
                >
                  {TEAM_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`team.roles.${role}`)}
                    </option>
                  ))}
                </select>
              ) : (
                <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{t(`team.roles.${member.role}`)}</Badge>
              )}
              {canManage || isMe(member) ? (
                <Button variant="secondary" onClick={() => setLeaving(member)}>
                  {isMe(member) ? t('team.members.leave') : t('team.members.remove')}
                  {isMe(member) ? null : <span className="sr-only"> {member.username}</span>}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!leaving}
        onOpenChange={(open) => !open && setLeaving(undefined)}
        title={leaving && isMe(leaving) ? t('team.members.leaveTitle') : t('team.members.removeTitle', { name: leaving?.username ?? '' })}
        description={leaving && isMe(leaving) ? t('team.members.leaveDescription') : t('team.members.removeDescription', { name: leaving?.username ?? '' })}
        confirmLabel={leaving && isMe(leaving) ? t('team.members.leaveConfirm') : t('team.members.removeConfirm')}
        cancelLabel={t('team.cancel')}
        pending={remove.isPending}
        onConfirm={() => confirmRemove()}
      />
    </Card>
  );
}
