import { queryOptions } from '@tanstack/react-query';
import { SavedProfileResponse } from '@mingle/contracts';
import { api } from '@/lib/api';

export const savedProfileQueryKey = ['profile', 'saved'] as const;

/** GET /profile/saved: the latest profile I chose to keep, to pre-fill a new event's setup. */
export async function getSavedProfile(signal?: AbortSignal) {
  const { profile } = await api.get('/profile/saved', { schema: SavedProfileResponse, signal });
  return profile;
}

export const savedProfileQueryOptions = () => queryOptions({ queryKey: savedProfileQueryKey, queryFn: ({ signal }) => getSavedProfile(signal) });
