import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

/** DELETE /events/{eventId}/groups/{id} (x-company-id): deactivates the group (read-only for attendees), not a hard delete. */
export function deleteGroup(eventId: string, id: string) {
  return api.delete(`/events/${encodeURIComponent(eventId)}/groups/${encodeURIComponent(id)}`, { schema: GroupSchema });
}

export function useDeleteGroup(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGroup(eventId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyGroupsKey(eventId) }),
  });
}
