import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AutoGroupsResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyGroupsKey } from './get-company-groups';

/** POST /events/{eventId}/groups/auto (x-company-id): forms groups from shared interests; says how many were created or reused. */
export function formGroupsAutomatically(eventId: string, targetSize: number) {
  return api.post(`/events/${encodeURIComponent(eventId)}/groups/auto`, { targetSize }, { schema: AutoGroupsResponse });
}

export function useAutoGroups(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetSize: number) => formGroupsAutomatically(eventId, targetSize),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyGroupsKey(eventId) }),
  });
}
