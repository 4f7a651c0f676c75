import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ConnectionRequestsSchema, ConnectionResultSchema, OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

const requestsPath = (slug: string) => `/events/${encodeURIComponent(slug)}/connection-requests`;

/** GET /events/{slug}/connection-requests: open requests to me and from me. */
export const connectionRequestsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...connectionsKey(slug), 'requests'],
    queryFn: ({ signal }) => api.get(requestsPath(slug), { schema: ConnectionRequestsSchema, signal }),
    // Someone may ask me while I look at the list: check again now and then.
    refetchInterval: 30_000,
  });

type Decision = 'accept' | 'decline' | 'withdraw';

/** Accept (we connect), decline (silently) or withdraw my own request. */
export function useDecideRequest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: Decision }): Promise<unknown> => {
      const one = `${requestsPath(slug)}/${encodeURIComponent(requestId)}`;
      if (decision === 'accept') return api.post(`${one}/accept`, undefined, { schema: ConnectionResultSchema });
      if (decision === 'decline') return api.post(`${one}/decline`, undefined, { schema: OkResponse });
      return api.delete(one, { schema: OkResponse });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey(slug) }),
  });
}
