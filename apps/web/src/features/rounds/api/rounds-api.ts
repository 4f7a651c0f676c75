import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyRounds, MyRounds, RoundsRun, RoundsStartInput } from '@mingle/contracts';
import { api, lazySchema } from '@/lib/api';

// The schemas load when first asked: the event home's card is in the first load (decision 014).
const mySchema = lazySchema(() => import('@mingle/contracts/rounds').then((m) => m.MyRoundsSchema));
const companySchema = lazySchema(() => import('@mingle/contracts/rounds').then((m) => m.CompanyRoundsSchema));
const runSchema = lazySchema(() => import('@mingle/contracts/rounds').then((m) => m.RoundsRunSchema));

/** Every rounds query of an event sits under one key, so a live change refetches them all. */
export const roundsKey = (event: string) => ['rounds', event] as const;
const myKey = (slug: string) => [...roundsKey(slug), 'mine'] as const;
const companyKey = (eventId: string) => [...roundsKey(eventId), 'company'] as const;
const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
const companyPath = (eventId: string) => `/company/events/${encodeURIComponent(eventId)}/rounds`;

/** GET /events/{event}/rounds/current: my table this round, and whom I sat with (read by the event home's card too: taken as sent, decision 014). */
export const myRoundsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: myKey(slug),
    queryFn: ({ signal }) => api.get<MyRounds>(`${eventPath(slug)}/rounds/current`, { signal }),
  });

/** PUT /events/{event}/rounds/away: I sit out from the next round, or I am back for it. */
export function useSetAway(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (away: boolean): Promise<MyRounds> => api.put(`${eventPath(slug)}/rounds/away`, { away }, { schema: mySchema }),
    onSuccess: (mine) => queryClient.setQueryData(myKey(slug), mine),
  });
}

/** GET /company/events/{id}/rounds: the event's latest run for its organisers. */
export const companyRoundsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: companyKey(eventId),
    queryFn: ({ signal }): Promise<CompanyRounds> => api.get(companyPath(eventId), { schema: companySchema, signal }),
  });

/** `from` on next: the round the screen shows, so two taps on it move once. */
export type RoundsMove = { action: 'start'; input: RoundsStartInput } | { action: 'next'; from: number } | { action: 'stop' };

function moveRequest(eventId: string, move: RoundsMove): Promise<RoundsRun> {
  if (move.action === 'start') return api.post(companyPath(eventId), move.input, { schema: runSchema });
  if (move.action === 'next') return api.post(`${companyPath(eventId)}/next`, { from: move.from }, { schema: runSchema });
  return api.post(`${companyPath(eventId)}/stop`, undefined, { schema: runSchema });
}

/** POST /company/events/{id}/rounds (start), .../next (the next round now) and .../stop. */
export function useMoveRounds(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: RoundsMove) => moveRequest(eventId, move),
    onSuccess: (run) => queryClient.setQueryData(companyKey(eventId), { run }),
    // A refusal (stopped meanwhile, another run on) also means what shows is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: companyKey(eventId) }),
  });
}
