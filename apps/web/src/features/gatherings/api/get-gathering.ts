import { queryOptions } from '@tanstack/react-query';
import { GatheringSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';

/** GET /events/{slug}/attendee/groups/{groupId}/gatherings/{id} */
export function getGathering(slug: string, groupId: string, id: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}`, {
    schema: GatheringSchema,
    signal,
  });
}

export const gatheringQueryKey = (slug: string, id: string) => [...gatheringsKey(slug), 'one', id] as const;

export const gatheringQueryOptions = (slug: string, groupId: string, id: string) =>
  queryOptions({ queryKey: gatheringQueryKey(slug, id), queryFn: ({ signal }) => getGathering(slug, groupId, id, signal) });
