import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GroupSchema, type CreateGroupInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

/** POST /events/{eventId}/groups (x-company-id) */
export function createGroup(eventId: string, input: CreateGroupInput) {
  return api.post(`/events/${encodeURIComponent(eventId)}/groups`, input, { schema: GroupSchema });
}

export function useCreateGroup(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupInput) => createGroup(eventId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyGroupsKey(eventId) }),
  });
}
