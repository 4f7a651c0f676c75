import { queryOptions } from '@tanstack/react-query';
import { ErrorName, type Profile } from '@mingle/contracts';
import { api, isApiError, lazySchema } from '@/lib/api';

// A route's guard or shared loader runs this query, which keeps it in the first load's code: its
// schema loads when first asked (decision 014).
const profileSchema = lazySchema(() => import('@mingle/contracts/attendees').then((m) => m.ProfileSchema));

export const eventProfileQueryKey = (slug: string) => ['event', slug, 'profile'] as const;

/**
 * GET /events/{slug}/profile: my profile for the event, or null when I joined but have not set
 * one up yet (ProfileNotFoundException). Any other failure (not joined: 404) is thrown.
 */
export async function getEventProfile(slug: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await api.get(`/events/${encodeURIComponent(slug)}/profile`, { schema: profileSchema, signal });
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
