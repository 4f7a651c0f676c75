import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLiveHistory } from '@/lib/live-history';
import { useMarkRead } from '@/features/notifications';
import { connectionsKey } from '../api/get-connections';
import { chatHistoryKey, getConnectionMessages, type ChatMessagesQuery } from '../api/get-connection-messages';
import { sendConnectionMessageRequest } from '../api/send-connection-message';

/**
 * A chat's messages, live: the history with its live channel and the sends on their way, read
 * marks while it is open, and whether the connection is gone (removed by either person, seen live
 * or by a 404), after which nothing more is listened to or sent.
 */
export function useChatHistory(slug: string, connectionId: string, myUserId: string | undefined) {
  const queryClient = useQueryClient();
  const [gone, setGone] = useState(false);

  // Leaving the chat: the list's "last message" may have changed meanwhile.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: [...connectionsKey(slug), 'list'] }), [queryClient, slug]);

  const fetchPage = useCallback((cursor: ChatMessagesQuery, signal?: AbortSignal) => getConnectionMessages(slug, connectionId, cursor, signal), [slug, connectionId]);
  const markGone = useCallback(() => setGone(true), []);
  const history = useLiveHistory({
    queryKey: chatHistoryKey(slug, connectionId),
    channel: gone ? null : { kind: 'chat', event: slug, connectionId },
    fetchPage,
    send: ({ body }) => sendConnectionMessageRequest(slug, connectionId, body),
    myUserId,
    onGone: markGone,
    onChange: (change) => {
      // Either person removed the connection: the chat closes on both phones.
      if (change.event === 'connection.removed') {
        setGone(true);
        void queryClient.invalidateQueries({ queryKey: connectionsKey(slug) });
      }
    },
  });
  // Read while open and in front: the unread badge clears (decision 024).
  useMarkRead(slug, gone ? null : { kind: 'chat', id: connectionId }, history.messages);

  return { history, gone, markGone };
}
