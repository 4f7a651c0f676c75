import { useMutation } from '@tanstack/react-query';
import { AcceptInvitationResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /invitations/{token}/accept: the signed-in, invited address joins the team. */
export function acceptInvitation(token: string) {
  return api.post(`/invitations/${encodeURIComponent(token)}/accept`, undefined, { schema: AcceptInvitationResponse });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
