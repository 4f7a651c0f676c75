import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '@/lib/api';
import { myEventsQueryKey } from './get-my-events';

// Loaded when the join page asks, not with the page (decision 014).
const myPlace = lazySchema(() => import('@mingle/contracts/waitlist').then((m) => m.MyPlaceSchema));
const joinResponse = lazySchema(() => import('@mingle/contracts/waitlist').then((m) => m.JoinResponse));

const path = (slug: string) => `/events/${encodeURIComponent(slug)}/waitlist`;
export const myPlaceQueryKey = (slug: string) => ['event', slug, 'place'] as const;

/** GET /events/{slug}/waitlist: where I stand (none, in line with my number, pending, joined) and a place offered to me. */
export const myPlaceQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: myPlaceQueryKey(slug),
    queryFn: ({ signal }) => api.get(path(slug), { schema: myPlace, signal }),
  });

/** POST /events/{slug}/waitlist/confirm: takes the place held for me (decision 037). */
export function useConfirmPlace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${path(slug)}/confirm`, undefined, { schema: joinResponse }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['event', slug] });
      await queryClient.invalidateQueries({ queryKey: myEventsQueryKey });
    },
  });
}

/** DELETE /events/{slug}/waitlist: out of the line (or no longer asking to join). */
export function useLeaveLine(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(path(slug)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['event', slug] }),
  });
}
