import type { AttendeeGroup } from '@mingle/contracts';
import { Clock, LogOut, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { WaitingForNetwork } from '@/components/waiting-for-network';
import { cn } from '@/lib/cn';
import { isWaitingForNetwork } from '@/lib/send-when-online';

interface JoinButtonProps {
  slug: string;
  group: Pick<AttendeeGroup, 'id' | 'name'>;
  fromSuggestion?: boolean;
  className?: string;
  onJoined?: () => void;
}

/** Joins a group; on failure 'Failed to join group'. */
export function JoinButton({ slug, group, fromSuggestion = false, className, onJoined }: JoinButtonProps) {
  const { t } = useTranslation('groups');
  const join = useJoinGroup(slug);
  const waiting = isWaitingForNetwork(join);
  const noteId = useId();
  return (
    <span className={cn('flex flex-col gap-2', className)}>
      <Button
        className="self-start"
        loading={join.isPending && !waiting}
        disabled={waiting}
        aria-describedby={waiting ? noteId : undefined}
        aria-label={t('joinNamed', { name: group.name })}
        // The promise keeps the button locked until the answer: a double tap sends one join.
        onClick={() =>
          join.mutateAsync({ groupId: group.id, fromSuggestion }).then(
            () => {
              notifySuccess(t('joined', { name: group.name }));
              onJoined?.();
            },
            // A refusal with a reason (full, deactivated) says it; anything else 'Failed to join group'.
            (error: unknown) => notifyError(error instanceof ApiError && error.code < 500 ? t('failedToJoinBecause', { reason: errorText(error) }) : t('failedToJoin')),
          )
        }
      >
        {waiting ? <Clock aria-hidden="true" className="size-4" /> : <UserPlus aria-hidden="true" className="size-4" />}
        {t('join')}
      </Button>
      <WaitingForNetwork id={noteId} waiting={waiting} />
    </span>
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
          leave.mutateAsync(group.id).then(
            () => {
              setOpen(false);
              notifySuccess(t('left', { name: group.name }));
            },
            () => {
              setOpen(false);
              notifyError(t('failedToLeave'));
            },
          )
        }
      />
    </>
  );
}
