import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

/** DELETE /events/{slug}/connections/{connectionId}: ends the connection for both people. */
export function removeConnection(slug: string, connectionId: string) {
  return api.delete(`/events/${encodeURIComponent(slug)}/connections/${encodeURIComponent(connectionId)}`, { schema: OkResponse });
}

export function useRemoveConnection(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => removeConnection(slug, connectionId),
    onSuccess: (_, connectionId) => {
      queryClient.removeQueries({ queryKey: [...connectionsKey(slug), 'one', connectionId] });
      queryClient.removeQueries({ queryKey: [...connectionsKey(slug), 'messages', connectionId] });
      return queryClient.invalidateQueries({ queryKey: [...connectionsKey(slug), 'list'] });
    },
  });
}
