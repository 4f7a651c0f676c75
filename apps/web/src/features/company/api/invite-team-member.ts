import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvitationSchema, type InviteInput } from '@mingle/contracts';
import { api } from '@/lib/api';
import { invitationsQueryKey } from './get-invitations';

/** POST /companies/{slug}/invitations: mails the address a link (replaces its open invitation). */
export function inviteTeamMember(slug: string, input: InviteInput) {
  return api.post(`/companies/${encodeURIComponent(slug)}/invitations`, input, { schema: InvitationSchema });
}

export function useInviteTeamMember(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => inviteTeamMember(slug, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(slug) }),
  });
}
