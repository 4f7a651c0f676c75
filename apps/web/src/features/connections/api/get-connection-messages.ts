import { MessagesResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

export interface ChatMessagesQuery {
  /** Older than this message (paging back through history). */
  before?: string;
  /** Everything created, edited or deleted after this time (resync after a drop). */
  changedSince?: string;
}

/** GET /events/{slug}/connections/{connectionId}/messages: a page of the chat, oldest first within the page. */
export function getConnectionMessages(slug: string, connectionId: string, query: ChatMessagesQuery = {}, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/connections/${encodeURIComponent(connectionId)}/messages`, {
    query: { before: query.before, changedSince: query.changedSince },
    schema: MessagesResponse,
    signal,
  });
}

/** The cache key of a chat's live history. */
export const chatHistoryKey = (slug: string, connectionId: string) => ['chat', slug, connectionId, 'history'] as const;
