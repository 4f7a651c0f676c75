import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamMemberSchema, type TeamRole } from '@mingle/contracts';
import { api } from '@/lib/api';
import { teamMembersQueryKey } from './get-team-members';

/** PATCH /companies/{slug}/members/{userId}: owner or organiser (owners only; the last owner stays one). */
export function updateTeamMember(slug: string, userId: string, role: TeamRole) {
  return api.patch(`/companies/${encodeURIComponent(slug)}/members/${userId}`, { role }, { schema: TeamMemberSchema });
}

export function useUpdateTeamMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) => updateTeamMember(slug, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamMembersQueryKey(slug) }),
  });
}
