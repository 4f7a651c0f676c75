import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicEventSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /public/events/{slug} (no sign-in needed): what the join page and the event's header show. */
export function getPublicEvent(slug: string, signal?: AbortSignal) {
  return api.get(`/public/events/${encodeURIComponent(slug)}`, { schema: PublicEventSchema, signal });
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
