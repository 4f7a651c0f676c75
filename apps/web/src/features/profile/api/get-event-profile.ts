import { queryOptions } from '@tanstack/react-query';
import { ErrorName, type Profile } from '@mingle/contracts';
import { api, isApiError } from '@/lib/api';

export const eventProfileQueryKey = (slug: string) => ['event', slug, 'profile'] as const;

/**
 * GET /events/{slug}/profile: my profile for the event, or null when I joined but have not set
 * one up yet (ProfileNotFoundException). Any other failure (not joined: 404) is thrown.
 */
export async function getEventProfile(slug: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    // Every event screen, the home first, waits for it: taken as sent, like the event (decision 014).
    return await api.get<Profile>(`/events/${encodeURIComponent(slug)}/profile`, { signal });
  } catch (error) {
    if (isApiError(error, ErrorName.ProfileNotFound)) return null;
    throw error;
  }
}

export const eventProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: eventProfileQueryKey(slug),
    queryFn: ({ signal }) => getEventProfile(slug, signal),
  });
