import { queryOptions } from '@tanstack/react-query';
import { api, lazySchema } from '@/lib/api';
import { gatheringsKey } from './get-event-gatherings';

// A route's guard or shared loader runs this query, which keeps it in the first load's code: its
// schema loads when first asked (decision 014).
const gatheringSchema = lazySchema(() => import('@mingle/contracts/gatherings').then((m) => m.GatheringSchema));

/** GET /events/{slug}/attendee/groups/{groupId}/gatherings/{id} */
export function getGathering(slug: string, groupId: string, id: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendee/groups/${encodeURIComponent(groupId)}/gatherings/${encodeURIComponent(id)}`, {
    schema: gatheringSchema,
    signal,
  });
}

export const gatheringQueryKey = (slug: string, id: string) => [...gatheringsKey(slug), 'one', id] as const;

export const gatheringQueryOptions = (slug: string, groupId: string, id: string) =>
  queryOptions({ queryKey: gatheringQueryKey(slug, id), queryFn: ({ signal }) => getGathering(slug, groupId, id, signal) });
