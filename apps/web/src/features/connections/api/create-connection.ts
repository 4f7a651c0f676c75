import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConnectionResultSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

/** POST /events/{slug}/connections {initiatorId}: I scanned someone's code; an existing connection comes back with created:false. */
export function createConnection(slug: string, initiatorId: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/connections`, { initiatorId }, { schema: ConnectionResultSchema });
}

export function useCreateConnection(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (initiatorId: string) => createConnection(slug, initiatorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey(slug) }),
  });
}
