import { GROUP_LIMITS, type Message } from '@mingle/contracts';
import { CornerDownRight, MessageSquareText, Send, X } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { CharacterCount, Textarea } from '@/components/ui/textarea';
import { LiveStatus, NewMessagesButton } from '@/components/live-status';
import { errorText } from '@/lib/error-text';
import { currentParent, useLiveHistory } from '@/lib/live-history';
import { notifyError } from '@/lib/toast';
import { useUnseenMessages } from '@/lib/use-unseen-messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEventTimeZone } from '@/features/events';
import { useMarkRead } from '@/features/notifications';
import { useDeleteMessage } from '../api/delete-message';
import { boardHistoryKey, getMessages, type MessagesCursor } from '../api/get-messages';
import { postMessageRequest } from '../api/post-message';
import { BoardSkeleton, MessageItem, PendingItem, PinnedMessage } from './message-item';
import { usePinMessage } from '../api/pin-message';
import { pinnedNow } from '../lib/pinned';

interface MessageBoardProps {
  /** The event's slug: the API path and the live channel. */
  slug: string;
  groupId: string;
  /** Who I am, to offer edit and delete on my own messages. */
  myUserId: string | undefined;
  /** My name on messages still on their way. */
  myName?: string;
  /** Members of an active group post; others read. */
  canPost: boolean;
  /** Organisers may remove any message. */
  canModerate: boolean;
  deactivated: boolean;
  /** A member reading it: the board's unread count clears while it is open (decision 024). */
  marksRead?: boolean;
}

const nearTop = () => window.scrollY < 240;

/** The group's message board: newest first, live, with older pages on demand. */
export function MessageBoard({ slug, groupId, myUserId, myName, canPost, canModerate, deactivated, marksRead = false }: MessageBoardProps) {
  const { t } = useTranslation('board');
  const fetchPage = useCallback((cursor: MessagesCursor, signal?: AbortSignal) => getMessages(slug, groupId, cursor, signal), [slug, groupId]);
  const history = useLiveHistory({
    queryKey: boardHistoryKey(slug, groupId),
    channel: { kind: 'group', event: slug, groupId },
    fetchPage,
    send: ({ body, parentId }) => postMessageRequest(slug, groupId, body, parentId),
    myUserId,
  });
  const { query, messages, byId, pending } = history;
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Message | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const { unseen, clear } = useUnseenMessages(messages, myUserId, nearTop);
  useMarkRead(slug, marksRead ? { kind: 'group', id: groupId } : null, messages);
  // Times are shown on the event's clock, so the board waits for the event's zone too (usually cached).
  const timeZone = useEventTimeZone(slug);
  const state = query.data && timeZone ? 'ready' : query.isError ? 'error' : 'loading';

  const remove = useDeleteMessage(slug, groupId);
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (message) => {
        history.apply([message]);
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  };

  const startReply = (message: Message) => {
    setReplyTo(message);
    composer.current?.focus();
  };

  const pinned = pinnedNow(query.data?.pages[0]?.pinned, byId);
  const pin = usePinMessage(slug, groupId);
  const togglePin = (message: Message) =>
    // The board hears of the change live, like everyone else's.
    // The promise keeps the pin button locked until the answer: a double tap is not a pin and an unpin.
    pin.mutateAsync({ id: message.id, pinned: !message.pinned }).catch((error: unknown) => notifyError(errorText(error)));
  const newestFirst = [...messages].reverse();
  const sending = [...pending].reverse();
  // The reply target as it is now: an edit or a delete shows in the composer too.
  const replyNow = replyTo ? (byId.get(replyTo.id) ?? replyTo) : null;

  return (
    <section aria-label={t('label')} className="flex flex-col gap-4">
      {state === 'ready' ? <LiveStatus status={history.status} /> : null}
      <NewMessagesButton
        count={unseen}
        direction="up"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: 'smooth' });
          clear();
        }}
      />

      {/* A deactivated group is read-only: its screen says so above the tabs; no composer here. */}
      {deactivated ? null : canPost ? (
        <Composer
          replyTo={replyNow}
          onCancelReply={() => setReplyTo(null)}
          onSend={(body) => {
            history.submit(body, replyNow?.id ?? null);
            setReplyTo(null);
          }}
          textareaRef={composer}
        />
      ) : (
        <Alert tone="info">{canModerate ? t('moderatorNote') : t('joinToPost')}</Alert>
      )}

      {pinned ? <PinnedMessage message={pinned} /> : null}

      {state === 'loading' ? (
        <BoardSkeleton label={t('loading')} />
      ) : state === 'error' ? (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('errorLoading')}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('retry')}
          </Button>
        </div>
      ) : messages.length === 0 && pending.length === 0 ? (
        <EmptyState icon={MessageSquareText} as="h3" title={t('emptyTitle')} description={deactivated ? undefined : t('emptyText')} />
      ) : (
        <>
          <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
            {sending.map((item) => (
              <li key={item.key}>
                <PendingItem item={item} authorName={myName ?? ''} onRetry={() => history.retry(item.key)} onDiscard={() => history.discard(item.key)} />
              </li>
            ))}
            {newestFirst.map((message) => (
              <li key={message.id}>
                <MessageItem
                  slug={slug}
                  groupId={groupId}
                  message={message}
                  timeZone={timeZone ?? 'UTC'}
                  parent={currentParent(message, byId)}
                  mine={message.authorId === myUserId}
                  canAct={!deactivated}
                  canReply={canPost && !deactivated}
                  canModerate={canModerate}
                  editing={editing === message.id}
                  onEdit={() => setEditing(message.id)}
                  onEditDone={(updated) => {
                    if (updated) history.apply([updated]);
                    setEditing(null);
                  }}
                  onReply={() => startReply(message)}
                  onRemove={() => setRemoving(message)}
                  onPin={canModerate ? () => togglePin(message) : undefined}
                />
              </li>
            ))}
          </ol>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage().then((r) => r.isError && notifyError(t('errorLoading')))}
            label={t('loadOlder')}
            endText={t('noMore')}
          />
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('removeTitle')}
        description={removing && removing.authorId !== myUserId ? t('removeOtherText', { name: removing.authorName }) : t('removeText')}
        confirmLabel={t('removeConfirm')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </section>
  );
}

interface ComposerProps {
  replyTo: Message | null;
  onCancelReply: () => void;
  /** Takes the text and returns at once: the box is free for the next message. */
  onSend: (body: string) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}

function Composer({ replyTo, onCancelReply, onSend, textareaRef }: ComposerProps) {
  const { t } = useTranslation('board');
  const [body, setBody] = useState('');
  const trimmed = body.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    onSend(trimmed);
    setBody('');
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3 shadow-card">
      {replyTo ? (
        <div className="flex items-start gap-2 rounded-xl bg-neutral-50 p-2 pl-3">
          <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
          <p className="min-w-0 flex-1 text-sm text-fg-muted">
            <span className="font-semibold text-fg">{t('replyingTo', { name: replyTo.authorName })}</span>{' '}
            <span className="line-clamp-2 break-words">{replyTo.deleted ? t('deleted') : replyTo.body}</span>
          </p>
          <Button type="button" variant="ghost" size="icon" aria-label={t('cancelReply')} onClick={onCancelReply}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ) : null}
      <label htmlFor="board-composer" className="sr-only">
        {replyTo ? t('replyLabel', { name: replyTo.authorName }) : t('composerLabel')}
      </label>
      <Textarea
        id="board-composer"
        ref={textareaRef}
        rows={2}
        value={body}
        maxLength={GROUP_LIMITS.messageMax}
        placeholder={t('composerPlaceholder')}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <CharacterCount count={body.length} max={GROUP_LIMITS.messageMax} label={t('characters', { used: body.length, max: GROUP_LIMITS.messageMax })} />
        <Button type="submit" disabled={!trimmed}>
          <Send aria-hidden="true" className="size-4" />
          {replyTo ? t('sendReply') : t('send')}
        </Button>
      </div>
    </form>
  );
}
