import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { invitationsQueryKey } from './get-invitations';

/** DELETE /companies/{slug}/invitations/{id}: the link stops working. */
export function revokeInvitation(slug: string, id: string) {
  return api.delete(`/companies/${encodeURIComponent(slug)}/invitations/${id}`, { schema: OkResponse });
}

export function useRevokeInvitation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvitation(slug, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey(slug) }),
  });
}
