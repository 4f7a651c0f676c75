import { queryOptions } from '@tanstack/react-query';
import { AttendeeProfileSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** GET /events/{slug}/attendees/{userId}: another attendee's profile for this event, as far as they let me see it. */
export function getAttendee(slug: string, userId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendees/${encodeURIComponent(userId)}`, { schema: AttendeeProfileSchema, signal });
}

export const attendeeQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: ['event', slug, 'attendees', 'profile', userId],
    queryFn: ({ signal }) => getAttendee(slug, userId, signal),
  });
