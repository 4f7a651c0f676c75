import type { Connection, Message } from '@mingle/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, MessageCircleOff, SendHorizontal, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { WaitingForNetwork } from '@/components/waiting-for-network';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useMomentFormat, type MomentFormat } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { firstName, fullName, handle } from '@/lib/people';
import { useEventTimeZone } from '@/features/events';
import { useLiveHistory, type PendingMessage } from '@/lib/live-history';
import { useUnseenMessages } from '@/lib/use-unseen-messages';
import { LiveStatus, NewMessagesButton } from '@/components/live-status';
import { BOTTOM_BAR, notifyError, notifySuccess } from '@/lib/toast';
import { translateKey } from '@/lib/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { connectionQueryOptions } from '../api/get-connection';
import { connectionsKey } from '../api/get-connections';
import { chatHistoryKey, getConnectionMessages, type ChatMessagesQuery } from '../api/get-connection-messages';
import { useRemoveConnection } from '../api/remove-connection';
import { sendConnectionMessageRequest } from '../api/send-connection-message';
import { MessageText } from '@/components/message-text';
import { SafetyActions } from '@/features/safety';
import { useMarkRead } from '@/features/notifications';

const MAX_BODY = 2000;

const isGone = (error: unknown) => isApiError(error) && error.code === 404;

interface ChatScreenProps {
  slug: string;
  connectionId: string;
  myUserId: string | undefined;
}

/** /events/{slug}/connections/{connectionId}: the live chat of one connection, and its removal. */
export function ChatScreen({ slug, connectionId, myUserId }: ChatScreenProps) {
  const { t } = useTranslation('connections');
  const query = useQuery(connectionQueryOptions(slug, connectionId));

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('chat.loading')} className="flex flex-col gap-4">
        <Skeleton className="h-14 w-full rounded-2xl" />
        <Skeleton className="h-12 w-3/5 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return isGone(query.error) ? <ConnectionGone slug={slug} /> : <LoadFailed message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <Chat key={connectionId} slug={slug} connection={query.data} myUserId={myUserId} />;
}

function ConnectionGone({ slug }: { slug: string }) {
  const { t } = useTranslation('connections');
  useDocumentTitle(translateKey('errors:connectionNotFound'));
  return (
    <Card className="p-2 sm:p-4">
      <EmptyState
        as="h1"
        icon={MessageCircleOff}
        title={translateKey('errors:connectionNotFound')}
        action={
          <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses()}>
            {t('chat.toConnections')}
          </Link>
        }
      />
    </Card>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('connections');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('chat.retry')}
      </Button>
    </div>
  );
}

const scrollToEnd = () => window.scrollTo({ top: document.documentElement.scrollHeight });
const nearEnd = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 160;

function Chat({ slug, connection, myUserId }: { slug: string; connection: Connection; myUserId: string | undefined }) {
  const { t } = useTranslation('connections');
  const navigate = useNavigate();
  const name = fullName(connection.other);
  // Times on the event's clock (the event's layout has its zone already).
  const time = useMomentFormat(useEventTimeZone(slug) ?? 'UTC');
  useDocumentTitle(t('chat.documentTitle', { name }));
  const connectionId = connection.connectionId;
  const [gone, setGone] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveConnection(slug);
  const composerId = useId();
  const queryClient = useQueryClient();

  // Leaving the chat: the list's "last message" may have changed meanwhile.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: [...connectionsKey(slug), 'list'] }), [queryClient, slug]);

  const fetchPage = useCallback(
    (cursor: ChatMessagesQuery, signal?: AbortSignal) => getConnectionMessages(slug, connectionId, cursor, signal),
    [slug, connectionId],
  );
  const onGone = useCallback(() => setGone(true), []);
  const history = useLiveHistory({
    queryKey: chatHistoryKey(slug, connectionId),
    channel: gone ? null : { kind: 'chat', event: slug, connectionId },
    fetchPage,
    send: ({ body }) => sendConnectionMessageRequest(slug, connectionId, body),
    myUserId,
    onGone,
    onChange: (change) => {
      // Either person removed the connection: the chat closes on both phones.
      if (change.event === 'connection.removed') {
        setGone(true);
        void queryClient.invalidateQueries({ queryKey: connectionsKey(slug) });
      }
    },
  });
  const { query, messages, pending, status } = history;
  const { unseen, clear } = useUnseenMessages(messages, myUserId, nearEnd);
  // Read while open and in front: the unread badge clears (decision 024).
  useMarkRead(slug, gone ? null : { kind: 'chat', id: connectionId }, messages);
  const theirLast = messages.findLast((m) => m.authorId === connection.other.userId && !m.deleted);

  // Stay at the newest message when it was in view (or is mine); keep the place when older ones load.
  const keepHeight = useRef<number | null>(null);
  const wasNearEnd = useRef(true);
  useEffect(() => {
    const onScroll = () => (wasNearEnd.current = nearEnd());
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (keepHeight.current !== null) {
      window.scrollBy({ top: document.documentElement.scrollHeight - keepHeight.current });
      keepHeight.current = null;
    } else if (wasNearEnd.current || messages.at(-1)?.authorId === myUserId) scrollToEnd();
  }, [messages, pending.length, myUserId]);

  const loadOlder = async () => {
    keepHeight.current = document.documentElement.scrollHeight;
    const result = await query.fetchNextPage();
    if (result.isError) {
      keepHeight.current = null;
      if (isGone(result.error)) setGone(true);
      else notifyError(t('chat.loadOlderFailed'));
    }
  };

  const body = draft.trim();
  const tooLong = draft.length > MAX_BODY;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body || tooLong) return;
    history.submit(body);
    setDraft('');
    wasNearEnd.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line (and phones keep their own return key).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const confirmRemove = () =>
    remove.mutate(connectionId, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('chat.removed'));
        void navigate({ to: '/events/$slug/connections', params: { slug }, replace: true });
      },
      onError: () => notifyError(translateKey('errors:failedToRemoveConnection')),
    });

  return (
    <div className="flex flex-1 flex-col gap-4">
      <header className="sticky top-16 z-20 -mx-4 -mt-5 flex items-center gap-2 border-b border-border bg-surface px-2 py-2">
        <Link
          to="/events/$slug/connections"
          params={{ slug }}
          aria-label={t('chat.back')}
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'shrink-0' })}
        >
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

      {gone || !query.data ? null : <LiveStatus status={status} className="sticky top-[8.5rem] z-10 self-center" />}
      <NewMessagesButton
        count={unseen}
        direction="down"
        onClick={() => {
          scrollToEnd();
          clear();
        }}
      />

      <section aria-label={t('chat.messagesLabel')} className="flex flex-1 flex-col gap-1">
        {query.isPending ? (
          <div role="status" aria-label={t('chat.loading')} className="flex flex-col gap-3">
            <Skeleton className="h-12 w-3/5 rounded-2xl" />
            <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
            <Skeleton className="h-12 w-2/5 rounded-2xl" />
          </div>
        ) : query.isError && !query.data ? (
          <LoadFailed message={t('chat.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <>
            {query.hasNextPage ? (
              <div className="flex justify-center pb-2">
                <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void loadOlder()}>
                  {t('chat.loadOlder')}
                </Button>
              </div>
            ) : messages.length > 0 ? (
              <p className="pb-2 text-center text-sm text-fg-muted">{t('chat.start')}</p>
            ) : null}
            {messages.length === 0 && pending.length === 0 ? (
              <p className="m-auto max-w-xs py-10 text-center text-base text-fg-muted">{t('chat.empty', { name: firstName(connection.other) })}</p>
            ) : (
              <ol className="flex flex-col gap-1" aria-live="polite" aria-relevant="additions">
                {messages.map((message, index) => (
                  <ChatBubble key={message.id} message={message} mine={message.authorId === myUserId} previous={messages[index - 1]} next={messages[index + 1]} authorName={name} time={time} />
                ))}
                {pending.map((item) => (
                  <PendingBubble key={item.key} item={item} onRetry={() => history.retry(item.key)} onDiscard={() => history.discard(item.key)} />
                ))}
              </ol>
            )}
          </>
        )}
      </section>

      <div {...BOTTOM_BAR} className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] -mx-4 -mb-12 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur">
        {gone ? (
          <div className="flex flex-col gap-2">
            <Alert>{translateKey('errors:connectionNotFound')}</Alert>
            <p className="text-sm text-fg-muted">{t('chat.gone')}</p>
            <Link to="/events/$slug/connections" params={{ slug }} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
              {t('chat.toConnections')}
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <div className="flex items-end gap-2">
              <label htmlFor={composerId} className="sr-only">
                {t('chat.composerLabel')}
              </label>
              <Textarea
                id={composerId}
                rows={1}
                value={draft}
                placeholder={t('chat.composerPlaceholder')}
                aria-invalid={tooLong || undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                className="max-h-40 min-h-touch flex-1 resize-none!"
              />
              <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!body || tooLong}>
                <SendHorizontal aria-hidden="true" className="size-5" />
              </Button>
            </div>
            {draft.length > MAX_BODY - 200 ? (
              <p className={cn('text-right text-sm tabular-nums', tooLong ? 'font-semibold text-danger-700' : 'text-fg-muted')} aria-live="polite">
                {t('chat.tooLong', { count: draft.length, max: MAX_BODY })}
              </p>
            ) : null}
          </form>
        )}
      </div>

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
    </div>
  );
}

const RUN_GAP_MS = 5 * 60_000;

/** Two messages read as one run: same author, same day on the event's clock, a few minutes apart. */
const sameRun = (time: MomentFormat, a: Message | undefined, b: Message | undefined) =>
  Boolean(a && b && a.authorId === b.authorId && time.dayOf(a.createdAt) === time.dayOf(b.createdAt) && Math.abs(Date.parse(b.createdAt) - Date.parse(a.createdAt)) < RUN_GAP_MS);

interface ChatBubbleProps {
  message: Message;
  mine: boolean;
  previous: Message | undefined;
  next: Message | undefined;
  authorName: string;
  /** Moments on the event's clock. */
  time: MomentFormat;
}

function ChatBubble({ message, mine, previous, next, authorName, time }: ChatBubbleProps) {
  const { t } = useTranslation('connections');
  const newDay = !previous || time.dayOf(previous.createdAt) !== time.dayOf(message.createdAt);
  const sameAuthor = !newDay && sameRun(time, previous, message);
  // The time closes a run of messages.
  const showTime = !sameRun(time, message, next);
  return (
    <li className={cn('flex flex-col', sameAuthor ? 'mt-0.5' : 'mt-3')}>
      {newDay ? (
        <p className="mb-2 self-center rounded-full bg-neutral-100 px-3 py-0.5 text-sm font-semibold text-fg-muted">
          {time.dayLabel(message.createdAt)}
        </p>
      ) : null}
      <div className={cn('flex max-w-[85%] flex-col gap-0.5', mine ? 'items-end self-end' : 'items-start self-start')}>
        <span className="sr-only">{mine ? t('chat.you') : authorName}: </span>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-base leading-6 break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-primary-600 text-white' : 'rounded-bl-md border border-border bg-surface text-fg',
            message.deleted && 'bg-neutral-100 text-fg-muted italic',
          )}
        >
          {message.deleted ? t('chat.deleted') : <MessageText text={message.body} />}
        </div>
        {showTime || (message.editedAt && !message.deleted) ? (
          <span className="px-1 text-sm text-fg-muted">
            {showTime ? (
              <time dateTime={message.createdAt} title={time.full(message.createdAt)}>
                {time.clock(message.createdAt)}
              </time>
            ) : null}
            {message.editedAt && !message.deleted ? `${showTime ? ' · ' : ''}${t('chat.edited')}` : null}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** My message on its way, at the end of the chat: "Sending…", waiting for the network, or "Not sent" with try again. */
function PendingBubble({ item, onRetry, onDiscard }: { item: PendingMessage; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('common');
  return (
    <li className="mt-0.5 flex max-w-[85%] flex-col items-end gap-1 self-end">
      <div className="rounded-2xl rounded-br-md border-2 border-dashed border-primary-300 bg-primary-600 px-3.5 py-2 text-base leading-6 break-words whitespace-pre-wrap text-white">{item.body}</div>
      {item.state === 'sending' ? (
        <span role="status" className="px-1 text-sm text-fg-muted">{t('live.sending')}</span>
      ) : item.state === 'waiting' ? (
        <WaitingForNetwork waiting className="px-1" />
      ) : (
        <span role="alert" className="flex flex-wrap items-center justify-end gap-1 px-1 text-sm font-semibold text-danger-700">
          {item.error ? `${t('live.failed')}: ${item.error}` : t('live.failed')}
          <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onRetry}>{t('live.retry')}</Button>
          <Button variant="ghost" className="min-h-10 px-2 text-sm" onClick={onDiscard}>{t('live.discard')}</Button>
        </span>
      )}
    </li>
  );
}
