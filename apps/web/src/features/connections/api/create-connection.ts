import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateConnectionResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

/**
 * POST /events/{slug}/connections: with the code of a scanned QR, we are connected (an existing
 * connection comes back with created:false); without one, it is a request they accept or decline.
 */
export function createConnection(slug: string, initiatorId: string, code?: string) {
  return api.post(`/events/${encodeURIComponent(slug)}/connections`, code ? { initiatorId, code } : { initiatorId }, { schema: CreateConnectionResponse });
}

export function useCreateConnection(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ initiatorId, code }: { initiatorId: string; code?: string }) => createConnection(slug, initiatorId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsKey(slug) }),
  });
}
