import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LocationsResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /company/events/{id}/locations?tab=0/1/2 (x-company-id): counts per place, never names of people. */
export function getEventLocations(eventId: string, tab: number, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(eventId)}/locations`, {
    query: { tab },
    schema: LocationsResponse,
    signal,
  });
}

export const eventLocationsQueryOptions = (eventId: string, tab: number) =>
  queryOptions({
    queryKey: ['insights', 'locations', eventId, tab] as const,
    queryFn: ({ signal }) => getEventLocations(eventId, tab, signal),
  });

/** Keeps the previous tab's map on screen while the next one loads. */
export function useEventLocations(eventId: string, tab: number) {
  return useQuery({
    ...eventLocationsQueryOptions(eventId, tab),
    placeholderData: keepPreviousData,
  });
}
