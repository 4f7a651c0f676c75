import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIMITS, ModerationPage, type ModerationStatus } from '@mingle/contracts';
import { api } from '@/lib/api';

export const reportsKey = (eventId: string) => ['company', 'event', eventId, 'reports'] as const;

/**
 * GET /company/events/{id}/reports (x-company-id): the open reports, one per reported thing, oldest
 * first; or `handled`, the history, newest decision first.
 */
export function getReports(eventId: string, status: ModerationStatus, page: number, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(eventId)}/reports`, { query: { page, pageSize: LIMITS.pageSize, status }, schema: ModerationPage, signal });
}

export const reportsQueryOptions = (eventId: string, status: ModerationStatus = 'open') =>
  infiniteQueryOptions({
    queryKey: [...reportsKey(eventId), status],
    queryFn: ({ pageParam, signal }) => getReports(eventId, status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // New reports arrive while the organisers look: read again now and then, and on coming back.
    refetchInterval: 60_000,
  });
