import { queryOptions } from '@tanstack/react-query';
import { ProfileSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /events/{slug}/attendees/{userId}: another attendee's profile for this event. */
export function getAttendee(slug: string, userId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendees/${encodeURIComponent(userId)}`, { schema: ProfileSchema, signal });
}

export const attendeeQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: ['event', slug, 'attendees', 'profile', userId],
    queryFn: ({ signal }) => getAttendee(slug, userId, signal),
  });
