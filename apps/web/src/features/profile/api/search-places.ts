import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLACE_SEARCH, PlacesResponse } from '@mingle/contracts';
import { api } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Type-ahead waits this long after the last key before asking. */
export const PLACE_SEARCH_DEBOUNCE_MS = 150;

/** GET /places?q=: cities and countries of the offline gazetteer, best matches first. */
export function searchPlaces(q: string, signal?: AbortSignal) {
  return api.get('/places', { query: { q, limit: PLACE_SEARCH.maxResults }, schema: PlacesResponse, signal });
}

export const placeSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => searchPlaces(q, signal),
    // The gazetteer does not change while the app runs.
    staleTime: 24 * 60 * 60_000,
    enabled: q.length >= PLACE_SEARCH.minLength,
  });

/**
 * Places for the text in the box now, debounced. Answers to older text are never shown: while the
 * debounce runs or the answer is on its way, `places` is empty and `searching` is true (an answer
 * already in the cache shows at once).
 */
export function usePlaceSearch(text: string) {
  const q = text.trim().slice(0, PLACE_SEARCH.maxLength);
  const debounced = useDebouncedValue(q, PLACE_SEARCH_DEBOUNCE_MS);
  const query = useQuery(placeSearchQueryOptions(debounced));
  const cached = useQueryClient().getQueryData(placeSearchQueryOptions(q).queryKey);
  const places = !q ? undefined : q === debounced ? query.data : cached;
  return { places: places ?? [], searching: q.length > 0 && places === undefined && !(q === debounced && query.isError) };
}
