import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, TeamMembersPage } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /companies/{slug}/members: the team, oldest first (owners and organisers may read it). */
export function getTeamMembers(slug: string, signal?: AbortSignal) {
  return api.get(`/companies/${encodeURIComponent(slug)}/members`, { schema: TeamMembersPage, query: { pageSize: LIMITS.pageSizeMax }, signal });
}

export const teamMembersQueryKey = (slug: string) => ['companies', slug, 'members'] as const;

export const teamMembersQueryOptions = (slug: string) => queryOptions({ queryKey: teamMembersQueryKey(slug), queryFn: ({ signal }) => getTeamMembers(slug, signal) });

export function useTeamMembers(slug: string) {
  return useQuery(teamMembersQueryOptions(slug));
}
