import { infiniteQueryOptions } from '@tanstack/react-query';
import { ConnectionSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const ConnectionsPage = pageOf(ConnectionSchema);

/** GET /events/{slug}/connections: my connections at this event, newest activity first. */
export function getConnections(slug: string, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/connections`, {
    query: { page, pageSize: LIMITS.pageSize },
    schema: ConnectionsPage,
    signal,
  });
}

export const connectionsKey = (slug: string) => ['event', slug, 'connections'] as const;

export const connectionsQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: [...connectionsKey(slug), 'list'],
    queryFn: ({ pageParam, signal }) => getConnections(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
