import { MessagesResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

export interface MessagesCursor {
  /** Older than this message (paging back through the history). */
  before?: string;
  /** Everything created, edited or deleted after this time (resync after a drop). */
  changedSince?: string;
}

/** GET /events/{event}/attendee/groups/{groupId}/messages?before=&changedSince= (newest page first). */
export function getMessages(event: string, groupId: string, cursor: MessagesCursor = {}, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/messages`, {
    query: { before: cursor.before, changedSince: cursor.changedSince },
    schema: MessagesResponse,
    signal,
  });
}

/** The cache key of a board's live history (pages, live changes and sends all land there). */
export const boardHistoryKey = (event: string, groupId: string) => ['board', event, groupId, 'history'] as const;
