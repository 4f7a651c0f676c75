import type { Connection } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMomentFormat } from '@/lib/dates';
import type { LiveHistory } from '@/lib/live-history';
import { firstName, fullName } from '@/lib/people';
import { useEventTimeZone } from '@/features/events';
import { ChatBubble, PendingBubble } from './chat-bubble';
import { LoadError } from '@/components/load-error';

interface ChatMessagesProps {
  slug: string;
  other: Connection['other'];
  myUserId: string | undefined;
  history: LiveHistory;
  onLoadOlder: () => void;
}

/** The chat's messages, oldest first, then mine on their way; older ones load on request. */
export function ChatMessages({ slug, other, myUserId, history, onLoadOlder }: ChatMessagesProps) {
  const { t } = useTranslation('connections');
  // Times on the event's clock (the event's layout has its zone already).
  const time = useMomentFormat(useEventTimeZone(slug) ?? 'UTC');
  const { query, messages, pending } = history;
  const name = fullName(other);

  return (
    <section aria-label={t('chat.messagesLabel')} className="flex flex-1 flex-col gap-1">
      {query.isPending ? (
        <div role="status" aria-label={t('chat.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-12 w-3/5 rounded-2xl" />
          <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
          <Skeleton className="h-12 w-2/5 rounded-2xl" />
        </div>
      ) : query.isError && !query.data ? (
        <LoadError message={t('chat.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.hasNextPage ? (
            <div className="flex justify-center pb-2">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={onLoadOlder}>
                {t('chat.loadOlder')}
              </Button>
            </div>
          ) : messages.length > 0 ? (
            <p className="pb-2 text-center text-sm text-fg-muted">{t('chat.start')}</p>
          ) : null}
          {messages.length === 0 && pending.length === 0 ? (
            <p className="m-auto max-w-xs py-10 text-center text-base text-fg-muted">{t('chat.empty', { name: firstName(other) })}</p>
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
  );
}
