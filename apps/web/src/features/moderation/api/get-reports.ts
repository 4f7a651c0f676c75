import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, ModerationPage } from '@mingle/contracts';
import { api } from '@/lib/api';

export const reportsKey = (eventId: string) => ['company', 'event', eventId, 'reports'] as const;

/** GET /company/events/{id}/reports (x-company-id): the open reports, one per reported thing, oldest first. */
export function getReports(eventId: string, page: number, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(eventId)}/reports`, { query: { page, pageSize: LIMITS.pageSize }, schema: ModerationPage, signal });
}

export const reportsQueryOptions = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: reportsKey(eventId),
    queryFn: ({ pageParam, signal }) => getReports(eventId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // New reports arrive while the organisers look: read again now and then, and on coming back.
    refetchInterval: 60_000,
  });
