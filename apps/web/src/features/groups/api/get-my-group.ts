import { queryOptions } from '@tanstack/react-query';
import { AttendeeGroupSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { groupsKey } from './get-groups';

/** GET /events/{slug}/attendee/groups/{groupId}/me: the group as I see it (member, may post, may moderate). */
export function getMyGroup(slug: string, groupId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/me`, { schema: AttendeeGroupSchema, signal });
}

export const myGroupQueryKey = (slug: string, groupId: string) => [...groupsKey(slug), 'one', groupId] as const;

export const myGroupQueryOptions = (slug: string, groupId: string) => queryOptions({ queryKey: myGroupQueryKey(slug, groupId), queryFn: ({ signal }) => getMyGroup(slug, groupId, signal) });
