import { queryOptions } from '@tanstack/react-query';
import { ConnectionProfileSchema } from '@mingle/contracts';
import { api } from '@/lib/api';
import { connectionsKey } from './get-connections';

/** GET /events/{slug}/users/{userId}/profile: another attendee as a connection sees them, mutual items marked. */
export function getUserProfile(slug: string, userId: string, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/users/${encodeURIComponent(userId)}/profile`, { schema: ConnectionProfileSchema, signal });
}

export const userProfileQueryOptions = (slug: string, userId: string) =>
  queryOptions({
    queryKey: [...connectionsKey(slug), 'profile', userId],
    queryFn: ({ signal }) => getUserProfile(slug, userId, signal),
    retry: false,
  });
