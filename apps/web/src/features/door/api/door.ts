import { queryOptions } from '@tanstack/react-query';
import { CheckInResultSchema, CheckInSearchSchema, DoorKeysSchema, OkResponse, type CheckInResult } from '@mingle/contracts';
import { api } from '@/lib/api';

const base = (eventId: string) => `/company/events/${encodeURIComponent(eventId)}`;
export const checkInsPath = (eventId: string) => `${base(eventId)}/check-ins`;
export const doorQueryKey = (eventId: string) => ['door', eventId] as const;
export const doorKeysQueryKey = (eventId: string) => [...doorQueryKey(eventId), 'keys'] as const;

/** GET /company/events/{id}/check-in/keys: the public key, revoked and used passes, and the live count. */
export const doorKeysQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: doorKeysQueryKey(eventId),
    queryFn: ({ signal }) => api.get(`${base(eventId)}/check-in/keys`, { schema: DoorKeysSchema, signal }),
    // The count moves while the doors are open: read it again every 15 seconds.
    refetchInterval: 15_000,
  });

/** GET /company/events/{id}/check-ins?q=: a few people by name (at least two letters). */
export const checkInSearchQueryOptions = (eventId: string, q: string) =>
  queryOptions({
    queryKey: [...doorQueryKey(eventId), 'search', q],
    queryFn: ({ signal }) => api.get(checkInsPath(eventId), { query: { q }, schema: CheckInSearchSchema, signal }),
    enabled: q.trim().length >= 2,
  });

/** The answer of a check-in sent through the outbox (its body is checked here, not by the outbox). */
export const readCheckInResult = (body: unknown): CheckInResult | null => {
  const parsed = CheckInResultSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** DELETE /company/events/{id}/check-ins/{userId}: undo a check-in. */
export const undoCheckIn = (eventId: string, userId: string) => api.delete(`${checkInsPath(eventId)}/${encodeURIComponent(userId)}`, { schema: OkResponse });
