import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, PersonCardSchema, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';
import { myGroupQueryKey } from './get-my-group';

const PeoplePage = pageOf(PersonCardSchema);

/** GET /events/{slug}/attendee/groups/{groupId}/members: who is in the group, by name, with what they share with me. */
export function getGroupMembers(slug: string, groupId: string, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/members`, {
    query: { page, pageSize: LIMITS.pageSize },
    schema: PeoplePage,
    signal,
  });
}

/** Under the group's key, so joining or leaving (which invalidates the groups) reads it again. */
export const groupMembersQueryOptions = (slug: string, groupId: string) =>
  infiniteQueryOptions({
    queryKey: [...myGroupQueryKey(slug, groupId), 'members'],
    queryFn: ({ pageParam, signal }) => getGroupMembers(slug, groupId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
