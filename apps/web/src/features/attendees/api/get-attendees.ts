import { infiniteQueryOptions } from '@tanstack/react-query';
import { AttendeeCardSchema, LIMITS, pageOf } from '@mingle/contracts';
import { api } from '@/lib/api';

const AttendeesPage = pageOf(AttendeeCardSchema);

export interface AttendeeFilters {
  /** Part of a first, last or user name. */
  q?: string;
  /** An interest id. */
  interest?: string;
}

/** GET /events/{slug}/attendees: attendees with a profile, by name, with what they share with me. */
export function getAttendees(slug: string, page: number, filters: AttendeeFilters, signal?: AbortSignal) {
  return api.get(`/events/${encodeURIComponent(slug)}/attendees`, {
    query: { page, pageSize: LIMITS.pageSize, q: filters.q || undefined, interest: filters.interest || undefined },
    schema: AttendeesPage,
    signal,
  });
}

export const attendeesQueryOptions = (slug: string, filters: AttendeeFilters) =>
  infiniteQueryOptions({
    queryKey: ['event', slug, 'attendees', 'list', { q: filters.q ?? '', interest: filters.interest ?? '' }],
    queryFn: ({ pageParam, signal }) => getAttendees(slug, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
