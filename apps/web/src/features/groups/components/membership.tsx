import type { AttendeeGroup } from '@mingle/contracts';
import { LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface JoinButtonProps {
  slug: string;
  group: Pick<AttendeeGroup, 'id' | 'name'>;
  fromSuggestion?: boolean;
  className?: string;
  onJoined?: () => void;
}

/** Joins a group; on failure the spec's text 'Failed to join group'. */
export function JoinButton({ slug, group, fromSuggestion = false, className, onJoined }: JoinButtonProps) {
  const { t } = useTranslation('groups');
  const join = useJoinGroup(slug);
  return (
    <Button
      className={className}
      loading={join.isPending}
      aria-label={t('joinNamed', { name: group.name })}
      onClick={() =>
        join.mutate(
          { groupId: group.id, fromSuggestion },
          {
            onSuccess: () => {
              notifySuccess(t('joined', { name: group.name }));
              onJoined?.();
            },
            onError: () => notifyError(t('failedToJoin')),
          },
        )
      }
    >
      <UserPlus aria-hidden="true" className="size-4" />
      {t('join')}
    </Button>
  );
}

/** Leaves a group after a confirmation naming what happens; on failure 'Failed to leave group'. */
export function LeaveButton({ slug, group, className }: { slug: string; group: Pick<AttendeeGroup, 'id' | 'name'>; className?: string }) {
  const { t } = useTranslation('groups');
  const [open, setOpen] = useState(false);
  const leave = useLeaveGroup(slug);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('leave')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('leaveTitle', { name: group.name })}
        description={t('leaveText')}
        confirmLabel={t('leaveConfirm')}
        cancelLabel={t('cancel')}
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(group.id, {
            onSuccess: () => {
              setOpen(false);
              notifySuccess(t('left', { name: group.name }));
            },
            onError: () => {
              setOpen(false);
              notifyError(t('failedToLeave'));
            },
          })
        }
      />
    </>
  );
}
