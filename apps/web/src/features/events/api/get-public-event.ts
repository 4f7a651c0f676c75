import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@mingle/contracts';
import { api } from '@/lib/api';

/**
 * GET /public/events/{slug} (no sign-in needed): what the join page and the event's header show.
 * Taken as the server sends it, not parsed here (the lead's decision in 014): it is the join page's
 * one answer, and the server checks every answer against its contract (PublicEventSchema) when it
 * serializes it, so the page people land on loads no zod.
 */
export function getPublicEvent(slug: string, signal?: AbortSignal) {
  return api.get<PublicEvent>(`/public/events/${encodeURIComponent(slug)}`, { signal });
}

export const publicEventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['event', slug, 'public'],
    queryFn: ({ signal }) => getPublicEvent(slug, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The event's time zone, which screens show its moments in (its slug or id; the event's layout has
 * usually loaded it already); undefined while it loads.
 */
export function useEventTimeZone(event: string): string | undefined {
  return useQuery(publicEventQueryOptions(event)).data?.timeZone;
}
