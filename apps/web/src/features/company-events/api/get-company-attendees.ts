import { infiniteQueryOptions } from '@tanstack/react-query';
import { CompanyAttendeesPage, LIMITS } from '@mingle/contracts';
import { api } from '@/lib/api';
import { companyEventQueryKey } from './get-company-event';

/** GET /company/events/{id}/attendees?page=&pageSize=&q= (x-company-id): who joined, newest first. */
export function getCompanyAttendees(eventId: string, page: number, q: string | undefined, signal?: AbortSignal) {
  return api.get(`/company/events/${encodeURIComponent(eventId)}/attendees`, {
    query: { page, pageSize: LIMITS.pageSize, q: q || undefined },
    schema: CompanyAttendeesPage,
    signal,
  });
}

export const companyAttendeesQueryOptions = (eventId: string, q: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...companyEventQueryKey(eventId), 'attendees', { q: q ?? '' }],
    queryFn: ({ pageParam, signal }) => getCompanyAttendees(eventId, pageParam, q, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
