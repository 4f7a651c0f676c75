import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GroupSchema, type UpdateGroupInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

/** PATCH /events/{eventId}/groups/{id} (x-company-id): changes only the fields sent. */
export function updateGroup(eventId: string, id: string, input: UpdateGroupInput) {
  return api.patch(`/events/${encodeURIComponent(eventId)}/groups/${encodeURIComponent(id)}`, input, { schema: GroupSchema });
}

export function useUpdateGroup(eventId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGroupInput) => updateGroup(eventId, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyGroupsKey(eventId) }),
  });
}
