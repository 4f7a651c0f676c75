import { infiniteQueryOptions } from '@tanstack/react-query';
import { GatheringSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey, type GatheringsWhen } from './get-event-gatherings';

const GatheringsPage = pageOf(GatheringSchema);

/** GET /events/{event}/attendee/groups/{groupId}/gatherings?when=: one group's gatherings. */
export function getGatheringsPanel(event: string, groupId: string, when: GatheringsWhen, page: number, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings`, {
    query: { when, page, pageSize: LIMITS.pageSize },
    schema: GatheringsPage,
    signal,
  });
}

export const groupGatheringsQueryOptions = (event: string, groupId: string, when: GatheringsWhen) =>
  infiniteQueryOptions({
    queryKey: [...gatheringsKey(event), 'group', groupId, when],
    queryFn: ({ pageParam, signal }) => getGatheringsPanel(event, groupId, when, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
