import type { Connection, Message } from '@mingle/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { firstName, fullName, handle } from '@/lib/people';
import { notifyError, notifySuccess } from '@/lib/toast';
import { translateKey } from '@/lib/translate';
import { AskToMeet } from '@/features/meetings';
import { SafetyActions } from '@/features/safety';
import { useRemoveConnection } from '../api/remove-connection';

interface ChatHeaderProps {
  slug: string;
  connection: Connection;
  /** The connection is gone: nothing left to report, block or remove. */
  gone: boolean;
  /** Their latest message still there, which "Report chat" sends. */
  theirLast: Message | undefined;
}

/** The chat's top bar: back to the connections, their profile, report or block, and removing the connection (asked first). */
export function ChatHeader({ slug, connection, gone, theirLast }: ChatHeaderProps) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const name = fullName(connection.other);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveConnection(slug);

  const confirmRemove = () =>
    remove.mutate(connection.connectionId, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('chat.removed'));
        void navigate({ to: '/events/$slug/connections', params: { slug }, replace: true });
      },
      onError: () => notifyError(translateKey('errors:failedToRemoveConnection')),
    });

  return (
    <>
      <header className="sticky top-16 z-20 -mx-4 -mt-5 flex items-center gap-2 border-b border-border bg-surface px-2 py-2">
        <Link to="/events/$slug/connections" params={{ slug }} aria-label={t('chat.back')} className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'shrink-0' })}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <Link
          to="/events/$slug/connections/$userId/profile"
          params={{ slug, userId: connection.other.userId }}
          className="flex min-h-touch min-w-0 flex-1 items-center gap-3 rounded-lg px-1 hover:bg-neutral-50"
        >
          {/* Named by the name and handle it shows (speech input), then where it goes. */}
          <Avatar name={name} src={connection.other.photoUrl} alt="" initials="drawn" size="sm" />
          <span className="flex min-w-0 flex-col">
            <h1 className="truncate text-base font-bold text-fg">{name}</h1>
            <span className="truncate text-sm text-fg-muted">{handle(connection.other.username)}</span>
          </span>
          <span className="sr-only">{t('chat.profile', { name })}</span>
        </Link>
        {gone ? null : <AskToMeet slug={slug} person={{ userId: connection.other.userId, name }} trigger={{ variant: 'ghost', size: 'icon', className: 'shrink-0' }} iconOnly />}
        {gone ? null : (
          <SafetyActions
            slug={slug}
            person={{ userId: connection.other.userId, name }}
            // "Report chat" sends their latest message (the organisers see it as it is now); before they wrote, their profile.
            report={theirLast ? { kind: 'chat-message', targetId: theirLast.id, what: 'chat' } : { kind: 'profile', targetId: connection.other.userId, what: 'profile' }}
            onBlocked={() => void navigate({ to: '/events/$slug/connections', params: { slug }, replace: true })}
            className="shrink-0"
          />
        )}
        {gone ? null : (
          <Button variant="ghost" size="icon" aria-label={t('chat.remove')} onClick={() => setConfirming(true)} className="shrink-0 text-danger-700">
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        )}
      </header>

      <Dialog open={confirming} onOpenChange={(open) => (remove.isPending ? undefined : setConfirming(open))}>
        <DialogContent title={t('chat.removeTitle', { name })} description={t('chat.removeText', { name: firstName(connection.other) })}>
          <DialogFooter className="mt-0">
            <DialogClose asChild>
              <Button variant="secondary">{t('chat.cancel')}</Button>
            </DialogClose>
            <Button variant="danger" loading={remove.isPending} onClick={confirmRemove}>
              {t('chat.removeConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
