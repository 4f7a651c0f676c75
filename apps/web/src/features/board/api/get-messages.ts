import { queryOptions } from '@tanstack/react-query';
import { MessagesResponse } from '@mingle/contracts';
import { api } from '../../../lib/api';

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

/** The newest page of a board (older pages and live changes are merged on top of it by the board). */
export const latestMessagesQueryOptions = (event: string, groupId: string) =>
  queryOptions({
    queryKey: ['board', event, groupId, 'latest'],
    queryFn: ({ signal }) => getMessages(event, groupId, {}, signal),
    // Coming back to a board fetches what was posted meanwhile; live events keep it current while open.
    refetchOnMount: 'always',
  });
