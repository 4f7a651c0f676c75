import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, PersonCardSchema, pageOf, type GatheringAttendeesStatus } from '@mingle/contracts';
import { api } from '@/lib/api';

const PeoplePage = pageOf(PersonCardSchema);

/** Apart from gatheringsKey: the live patching of gatherings by id never walks these pages. */
export const gatheringAttendeesKey = (slug: string, id: string) => ['event', slug, 'gathering-attendees', id] as const;

/** GET /events/{slug}/attendee/groups/{groupId}/gatherings/{id}/attendees?status=: who is going, or interested. */
export function getGatheringAttendees(slug: string, groupId: string, id: string, status: GatheringAttendeesStatus, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}/attendees`, {
    query: { status, page, pageSize: LIMITS.pageSize },
    schema: PeoplePage,
    signal,
  });
}

export const gatheringAttendeesQueryOptions = (slug: string, groupId: string, id: string, status: GatheringAttendeesStatus) =>
  infiniteQueryOptions({
    queryKey: [...gatheringAttendeesKey(slug, id), status],
    queryFn: ({ pageParam, signal }) => getGatheringAttendees(slug, groupId, id, status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
