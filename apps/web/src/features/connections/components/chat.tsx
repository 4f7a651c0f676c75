import type { Connection } from '@mingle/contracts';
import { useTranslation } from 'react-i18next';
import { LiveStatus, NewMessagesButton } from '@/components/live-status';
import { fullName } from '@/lib/people';
import { BOTTOM_BAR, notifyError } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUnseenMessages } from '@/lib/use-unseen-messages';
import { isGone } from './chat-bits';
import { ChatClosed, ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { ChatMessages } from './chat-messages';
import { useChatHistory } from './use-chat-history';
import { nearEnd, scrollToEnd, useChatScroll } from './use-chat-scroll';

interface ChatProps {
  slug: string;
  connection: Connection;
  myUserId: string | undefined;
}

/** One connection's chat: its header, the messages live, and the composer (or why the chat closed). */
export function Chat({ slug, connection, myUserId }: ChatProps) {
  const { t } = useTranslation('connections');
  useDocumentTitle(t('chat.documentTitle', { name: fullName(connection.other) }));
  const { history, gone, markGone } = useChatHistory(slug, connection.connectionId, myUserId);
  const { query, messages, pending, status } = history;
  const { unseen, clear } = useUnseenMessages(messages, myUserId, nearEnd);
  const scroll = useChatScroll(messages, pending.length, myUserId);
  const theirLast = messages.findLast((m) => m.authorId === connection.other.userId && !m.deleted);

  const loadOlder = async () => {
    scroll.keepPlace();
    const result = await query.fetchNextPage();
    if (result.isError) {
      scroll.forgetPlace();
      if (isGone(result.error)) markGone();
      else notifyError(t('chat.loadOlderFailed'));
    }
  };

  const send = (body: string) => {
    history.submit(body);
    scroll.followEnd();
  };

  return (
    <div className="flex flex-1 flex-col gap-4">
      <ChatHeader slug={slug} connection={connection} gone={gone} theirLast={theirLast} />

      {gone || !query.data ? null : <LiveStatus status={status} className="sticky top-[8.5rem] z-10 self-center" />}
      <NewMessagesButton
        count={unseen}
        direction="down"
        onClick={() => {
          scrollToEnd();
          clear();
        }}
      />

      <ChatMessages slug={slug} other={connection.other} myUserId={myUserId} history={history} onLoadOlder={() => void loadOlder()} />

      <div {...BOTTOM_BAR} className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] -mx-4 -mb-12 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur">
        {gone ? <ChatClosed slug={slug} /> : <ChatComposer onSend={send} />}
      </div>
    </div>
  );
}
