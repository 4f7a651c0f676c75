import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationsPage, LIMITS } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /companies/{slug}/invitations: the open invitations, newest first (owners only). */
export function getInvitations(slug: string, signal?: AbortSignal) {
  return api.get(`/companies/${encodeURIComponent(slug)}/invitations`, { schema: InvitationsPage, query: { pageSize: LIMITS.pageSizeMax }, signal });
}

export const invitationsQueryKey = (slug: string) => ['companies', slug, 'invitations'] as const;

export function useInvitations(slug: string, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: invitationsQueryKey(slug), queryFn: ({ signal }) => getInvitations(slug, signal) }), enabled });
}
