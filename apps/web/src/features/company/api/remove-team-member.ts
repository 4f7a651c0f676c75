import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { teamMembersQueryKey } from './get-team-members';

/** DELETE /companies/{slug}/members/{userId}: an owner removes a teammate (or anyone leaves). */
export function removeTeamMember(slug: string, userId: string) {
  return api.delete(`/companies/${encodeURIComponent(slug)}/members/${userId}`, { schema: OkResponse });
}

export function useRemoveTeamMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeTeamMember(slug, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryKey(slug) }),
  });
}
