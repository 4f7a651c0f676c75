import { queryOptions } from '@tanstack/react-query';
import { EventPassSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /events/{slug}/pass: my signed pass for the event (the same one each time). */
export function getEventPass(slug: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/pass`, { schema: EventPassSchema, signal });
}

export const eventPassQueryOptions = (slug: string) => queryOptions({ queryKey: ['event', slug, 'pass'], queryFn: ({ signal }) => getEventPass(slug, signal), staleTime: 5 * 60_000 });
