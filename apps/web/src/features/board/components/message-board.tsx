import { GROUP_LIMITS, type Message } from '@mingle/contracts';
import { CornerDownRight, MessageSquareText, Pencil, Reply, Send, Trash2, WifiOff, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { CharacterCount, Textarea } from '../../../components/ui/textarea';
import { errorText } from '../../../lib/error-text';
import { useChannel } from '../../../lib/realtime';
import { notifyError } from '../../../lib/toast';
import { ConfirmDialog } from '../../groups/components/confirm-dialog';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { getMessages, latestMessagesQueryOptions } from '../api/get-messages';
import { usePostMessage } from '../api/post-message';
import { mergeMessages } from '../../../lib/merge-messages';
import { MessageText } from '../../../components/message-text';

interface MessageBoardProps {
  /** The event's slug: the API path and the live channel. */
  slug: string;
  groupId: string;
  /** Who I am, to offer edit and delete on my own messages. */
  myUserId: string | undefined;
  /** Members of an active group post; others read. */
  canPost: boolean;
  /** Organisers may remove any message. */
  canModerate: boolean;
  deactivated: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

/** The group's message board: newest first, live, with older pages on demand. */
export function MessageBoard({ slug, groupId, myUserId, canPost, canModerate, deactivated }: MessageBoardProps) {
  const { t } = useTranslation('board');
  // The newest page comes from the query; live events, resyncs and older pages are merged on top by id.
  const latest = useQuery(latestMessagesQueryOptions(slug, groupId));
  const [received, setReceived] = useState<Message[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Message | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);

  const messages = useMemo(() => mergeMessages(latest.data?.items ?? [], received), [latest.data, received]);
  const hasMore = olderHasMore ?? latest.data?.hasMore ?? false;
  const state = latest.data ? 'ready' : latest.isError ? 'error' : 'loading';
  const merge = useCallback((incoming: readonly Message[]) => setReceived((current) => mergeMessages(current, incoming)), []);

  // 'Failed to load messages' once per failure of the newest page.
  useEffect(() => {
    if (latest.isError) notifyError(t('failedToLoad'));
  }, [latest.isError, latest.errorUpdatedAt, t]);

  const { refetch } = latest;
  const resync = useCallback(
    async (since: string) => {
      try {
        const changed = await getMessages(slug, groupId, { changedSince: since });
        merge(changed.items);
        // More changes than one answer holds: the newest page fills the gap at the top.
        if (changed.hasMore) await refetch();
      } catch {
        notifyError(t('failedToLoad'));
      }
    },
    [slug, groupId, merge, refetch, t],
  );

  const status = useChannel(
    { kind: 'group', event: slug, groupId },
    {
      onEvent: (event) => {
        if (event.message) merge([event.message]);
        else void resync(event.at);
      },
      onResync: (since) => void resync(since),
    },
  );

  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(slug, groupId, { before: oldest.id });
      merge(page.items);
      setOlderHasMore(page.hasMore);
    } catch {
      notifyError(t('errorLoading'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const remove = useDeleteMessage(slug, groupId);
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (message) => {
        merge([message]);
        setRemoving(null);
      },
      onError: (error) => notifyError(errorText(error)),
    });
  };

  const startReply = (message: Message) => {
    setReplyTo(message);
    composer.current?.focus();
  };

  const newestFirst = [...messages].reverse();

  return (
    <section aria-label={t('label')} className="flex flex-col gap-4">
      {status !== 'open' && state === 'ready' ? (
        <p role="status" className="flex items-center gap-2 self-start rounded-full bg-warning-50 px-3 py-1 text-sm font-semibold text-warning-700">
          <WifiOff aria-hidden="true" className="size-4" />
          {status === 'connecting' ? t('connecting') : t('reconnecting')}
        </p>
      ) : null}

      {/* A deactivated group is read-only: its screen says so above the tabs; no composer here. */}
      {deactivated ? null : canPost ? (
        <Composer
          slug={slug}
          groupId={groupId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onPosted={(message) => {
            merge([message]);
            setReplyTo(null);
          }}
          textareaRef={composer}
        />
      ) : (
        <Alert tone="info">{canModerate ? t('moderatorNote') : t('joinToPost')}</Alert>
      )}

      {state === 'loading' ? (
        <BoardSkeleton label={t('loading')} />
      ) : state === 'error' ? (
        <div className="flex flex-col items-start gap-3">
          <Alert>{t('errorLoading')}</Alert>
          <Button
            variant="secondary"
            onClick={() => void latest.refetch()}
            loading={latest.isFetching}
          >
            {t('retry')}
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <EmptyState icon={MessageSquareText} as="h3" title={t('emptyTitle')} description={deactivated ? undefined : t('emptyText')} />
      ) : (
        <>
          <ol className="flex flex-col gap-3" aria-live="polite" aria-relevant="additions">
            {newestFirst.map((message) => (
              <li key={message.id}>
                <MessageItem
                  slug={slug}
                  groupId={groupId}
                  message={message}
                  mine={message.authorId === myUserId}
                  canAct={!deactivated}
                  canReply={canPost && !deactivated}
                  canModerate={canModerate}
                  editing={editing === message.id}
                  onEdit={() => setEditing(message.id)}
                  onEditDone={(updated) => {
                    if (updated) merge([updated]);
                    setEditing(null);
                  }}
                  onReply={() => startReply(message)}
                  onRemove={() => setRemoving(message)}
                />
              </li>
            ))}
          </ol>
          <LoadMore hasMore={hasMore} loading={loadingOlder} onLoadMore={() => void loadOlder()} label={t('loadOlder')} endText={t('noMore')} />
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
  slug: string;
  groupId: string;
  replyTo: Message | null;
  onCancelReply: () => void;
  onPosted: (message: Message) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement | null>;
}

function Composer({ slug, groupId, replyTo, onCancelReply, onPosted, textareaRef }: ComposerProps) {
  const { t } = useTranslation('board');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostMessage(slug, groupId);
  const trimmed = body.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || post.isPending) return;
    setError(null);
    post.mutate(
      { body: trimmed, parentId: replyTo?.id ?? null },
      {
        onSuccess: (message) => {
          setBody('');
          onPosted(message);
        },
        onError: (err) => setError(errorText(err)),
      },
    );
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
        aria-invalid={error ? true : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex items-center justify-between gap-3">
        <CharacterCount count={body.length} max={GROUP_LIMITS.messageMax} label={t('characters', { used: body.length, max: GROUP_LIMITS.messageMax })} />
        <Button type="submit" loading={post.isPending} disabled={!trimmed}>
          <Send aria-hidden="true" className="size-4" />
          {replyTo ? t('sendReply') : t('send')}
        </Button>
      </div>
    </form>
  );
}

interface MessageItemProps {
  slug: string;
  groupId: string;
  message: Message;
  mine: boolean;
  canAct: boolean;
  canReply: boolean;
  canModerate: boolean;
  editing: boolean;
  onEdit: () => void;
  onEditDone: (updated: Message | null) => void;
  onReply: () => void;
  onRemove: () => void;
}

function MessageItem({ slug, groupId, message, mine, canAct, canReply, canModerate, editing, onEdit, onEditDone, onReply, onRemove }: MessageItemProps) {
  const { t } = useTranslation('board');
  const created = new Date(message.createdAt);
  return (
    <article
      aria-label={t('messageBy', { name: message.authorName })}
      className="flex gap-3 rounded-2xl border border-border bg-surface p-3 shadow-card"
    >
      <Avatar name={message.authorName} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-bold text-fg">{message.authorName}</span>
          <time dateTime={message.createdAt} className="text-fg-muted">
            {timeFormat.format(created)}
          </time>
          {message.editedAt && !message.deleted ? <span className="text-fg-muted">{t('edited')}</span> : null}
        </p>
        {message.parent ? (
          <blockquote className="rounded-lg border-l-4 border-primary-300 bg-neutral-50 px-3 py-1.5 text-sm text-fg-muted">
            <span className="font-semibold text-fg">{message.parent.authorName}</span>{' '}
            <span className="line-clamp-2 break-words">{message.parent.deleted ? t('deleted') : message.parent.body}</span>
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
              <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onReply} aria-label={t('replyTo', { name: message.authorName })}>
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
            {mine || canModerate ? (
              <Button variant="ghost" className="min-h-10 px-2 text-sm text-danger-700" onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

function EditForm({ slug, groupId, message, onDone }: { slug: string; groupId: string; message: Message; onDone: (updated: Message | null) => void }) {
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

function BoardSkeleton({ label }: { label: string }) {
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
