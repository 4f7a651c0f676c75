import { queryOptions } from '@tanstack/react-query';
import { ConnectionSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

/** GET /events/{slug}/connections/{connectionId}: one of my connections, with the other person. */
export function getConnection(slug: string, connectionId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/connections/${encodeURIComponent(connectionId)}`, { schema: ConnectionSchema, signal });
}

export const connectionQueryOptions = (slug: string, connectionId: string) =>
  queryOptions({
    queryKey: [...connectionsKey(slug), 'one', connectionId],
    queryFn: ({ signal }) => getConnection(slug, connectionId, signal),
    retry: false,
  });
