import { GROUP_LIMITS, type Message } from '@mingle/contracts';
import { Pencil, Pin, Reply, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { WaitingForNetwork } from '@/components/waiting-for-network';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useMomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import type { PendingMessage } from '@/lib/live-history';
import { handle } from '@/lib/people';
import { useEditMessage } from '../api/edit-message';
import { MessageText } from '@/components/message-text';
import { SafetyActions } from '@/features/safety';

export interface MessageItemProps {
  slug: string;
  groupId: string;
  message: Message;
  /** The event's time zone: the board shows when each message was sent on the event's clock. */
  timeZone: string;
  /** The quoted message as it is now (edited or deleted since the reply). */
  parent: Message['parent'];
  mine: boolean;
  canAct: boolean;
  canReply: boolean;
  canModerate: boolean;
  editing: boolean;
  onEdit: () => void;
  onEditDone: (updated: Message | null) => void;
  onReply: () => void;
  onRemove: () => void;
  /** Organisers pin a message to the top of the board, or unpin it. */
  onPin?: () => unknown;
}

export function MessageItem({ slug, groupId, message, timeZone, parent, mine, canAct, canReply, canModerate, editing, onEdit, onEditDone, onReply, onRemove, onPin }: MessageItemProps) {
  const { t } = useTranslation('board');
  const time = useMomentFormat(timeZone);
  // No author: they deleted their account or their profile here (decision 020).
  const name = message.authorId === null ? t('deletedUser') : message.authorName;
  return (
    <article aria-label={t('messageBy', { name })} className="flex gap-3 rounded-2xl border border-border bg-surface p-3 shadow-card">
      <Avatar name={name} src={message.authorPhotoUrl} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold text-fg">{name}</span>
          {message.authorUsername && message.authorUsername !== message.authorName ? <span className="text-fg-muted">{handle(message.authorUsername)}</span> : null}
          {message.byOrganiser ? <Badge tone="primary">{t('organiser')}</Badge> : null}
          <time dateTime={message.createdAt} title={time.full(message.createdAt)} className="text-fg-muted">
            {time.moment(message.createdAt)}
          </time>
          {message.editedAt && !message.deleted ? <span className="text-fg-muted">{t('edited')}</span> : null}
        </p>
        {parent ? (
          <blockquote className="rounded-lg border-l-4 border-primary-300 bg-neutral-50 px-3 py-1.5 text-sm text-fg-muted">
            <span className="font-semibold text-fg">{parent.authorName}</span> <span className="line-clamp-2 break-words">{parent.deleted ? t('deleted') : parent.body}</span>
          </blockquote>
        ) : null}
        {message.deleted ? (
          <p className="text-base text-fg-muted italic">{message.removedByModerator ? t('removedByOrganisers') : t('deleted')}</p>
        ) : editing ? (
          <EditForm slug={slug} groupId={groupId} message={message} onDone={onEditDone} />
        ) : (
          <p className="text-base break-words whitespace-pre-wrap text-fg">
            <MessageText text={message.body} linkClassName="text-primary-700 hover:text-primary-800" />
          </p>
        )}
        {!message.deleted && !editing && canAct ? (
          <div className="-ml-2 flex flex-wrap gap-1">
            {canReply ? (
              <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onReply} aria-label={t('replyTo', { name })}>
                <Reply aria-hidden="true" className="size-4" />
                {t('reply')}
              </Button>
            ) : null}
            {mine ? (
              <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onEdit}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('edit')}
              </Button>
            ) : null}
            {canModerate && onPin ? (
              <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onPin} aria-pressed={message.pinned}>
                <Pin aria-hidden="true" className="size-4" />
                {message.pinned ? t('unpin') : t('pin')}
              </Button>
            ) : null}
            {mine || canModerate ? (
              <Button variant="ghost" className="min-h-10 px-2 text-sm text-danger-700" onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* An attendee reports or blocks another attendee (decision 019); organisers moderate from the console. */}
      {message.authorId && !mine && !canModerate && !message.byOrganiser && !message.deleted ? (
        <SafetyActions slug={slug} person={{ userId: message.authorId, name }} report={{ kind: 'message', targetId: message.id, what: 'message' }} className="-mt-1 -mr-1 shrink-0 self-start" />
      ) : null}
    </article>
  );
}

/** The pinned message, above the board: what the organisers want everyone to see first. */
export function PinnedMessage({ message }: { message: Message }) {
  const { t } = useTranslation('board');
  return (
    <aside aria-label={t('pinnedLabel')} className="flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-3">
      <Pin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm font-semibold text-primary-700">{t('pinnedBy', { name: message.authorName })}</p>
        <p className="text-base break-words whitespace-pre-wrap text-fg">
          <MessageText text={message.body} linkClassName="text-primary-700 hover:text-primary-800" />
        </p>
      </div>
    </aside>
  );
}

export function EditForm({ slug, groupId, message, onDone }: { slug: string; groupId: string; message: Message; onDone: (updated: Message | null) => void }) {
  const { t } = useTranslation('board');
  const [body, setBody] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  const edit = useEditMessage(slug, groupId);
  const trimmed = body.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    if (trimmed === message.body) return onDone(null);
    edit.mutate({ id: message.id, body: trimmed }, { onSuccess: onDone, onError: (err) => setError(errorText(err)) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`edit-${message.id}`} className="sr-only">
        {t('editLabel')}
      </label>
      <Textarea id={`edit-${message.id}`} rows={3} autoFocus value={body} maxLength={GROUP_LIMITS.messageMax} onChange={(event) => setBody(event.target.value)} />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onDone(null)}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={edit.isPending} disabled={!trimmed}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

export function BoardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 rounded-2xl border border-border bg-surface p-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** My message on its way: "Sending…", or "Not sent" with try again and discard. */
export function PendingItem({ item, authorName, onRetry, onDiscard }: { item: PendingMessage; authorName: string; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <article aria-label={item.state === 'failed' ? t('live.failed') : t('live.sending')} className="flex gap-3 rounded-2xl border border-dashed border-border bg-surface p-3 opacity-90">
      <Avatar name={authorName} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-base break-words whitespace-pre-wrap text-fg">{item.body}</p>
        {item.state === 'sending' ? (
          <p role="status" className="text-sm text-fg-muted">
            {t('live.sending')}
          </p>
        ) : item.state === 'waiting' ? (
          <WaitingForNetwork waiting />
        ) : (
          <div className="flex flex-col gap-2">
            <Alert>{item.error ? `${t('live.failed')}: ${item.error}` : t('live.failed')}</Alert>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={onRetry}>
                {t('live.retry')}
              </Button>
              <Button variant="ghost" onClick={onDiscard}>
                {t('live.discard')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
