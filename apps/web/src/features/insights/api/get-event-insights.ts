import { queryOptions, useQuery } from '@tanstack/react-query';
import { EventInsightsSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /company/events/{id}/insights (x-company-id): the event's insight metrics, for its organisers. */
export function getEventInsights(eventId: string, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(eventId)}/insights`, {
    schema: EventInsightsSchema,
    signal,
  });
}

export const eventInsightsQueryKey = (eventId: string) => ['insights', 'event', eventId] as const;

export const eventInsightsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventInsightsQueryKey(eventId),
    queryFn: ({ signal }) => getEventInsights(eventId, signal),
  });

export function useEventInsights(eventId: string) {
  return useQuery(eventInsightsQueryOptions(eventId));
}
