import { queryOptions } from '@tanstack/react-query';
import { GroupInsightsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/**
 * GET /events/{event}/attendee/groups/{groupId}/insights: members over time, messages per day,
 * gatherings and top interests. `event` is the slug (attendee) or the id (organiser, with x-company-id).
 */
export function getGroupInsights(event: string, groupId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(event)}/attendee/groups/${encodeURIComponent(groupId)}/insights`, { schema: GroupInsightsSchema, signal });
}

export const groupInsightsQueryOptions = (event: string, groupId: string) =>
  queryOptions({ queryKey: ['group-insights', event, groupId], queryFn: ({ signal }) => getGroupInsights(event, groupId, signal) });
