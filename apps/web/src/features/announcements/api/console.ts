import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AnnouncementSchema, AnnouncementsPage, AttendeeGroupSchema, LIMITS, pageOf, OkResponse, type AnnouncementInput } from '@mingle/contracts';
import { api } from '@/lib/api';

const base = (eventId: string) => `/company/events/${encodeURIComponent(eventId)}/announcements`;
export const announcementsKey = (eventId: string) => ['company', 'event', eventId, 'announcements'] as const;

/** GET /company/events/{id}/announcements: scheduled first (soonest first), then sent (newest first). */
export const announcementsQueryOptions = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: announcementsKey(eventId),
    queryFn: ({ pageParam, signal }) => api.get(base(eventId), { query: { page: pageParam, pageSize: LIMITS.pageSize }, schema: AnnouncementsPage, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // Scheduled ones turn into sent ones while the organiser looks.
    refetchInterval: 30_000,
  });

/** POST (new) or PUT (a scheduled one); DELETE cancels or deletes. Each refreshes the list. */
export function useSaveAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AnnouncementInput }) =>
      id ? api.put(`${base(eventId)}/${encodeURIComponent(id)}`, input, { schema: AnnouncementSchema }) : api.post(base(eventId), input, { schema: AnnouncementSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey(eventId) }),
  });
}

export function useDeleteAnnouncement(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(eventId)}/${encodeURIComponent(id)}`, { schema: OkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsKey(eventId) }),
  });
}

/** The event's groups for the audience choice (GET /events/{id}/attendee/groups: organisers see them all). */
const GroupsPage = pageOf(AttendeeGroupSchema);
export const audienceGroupsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: ['company', 'event', eventId, 'announcement-groups'] as const,
    queryFn: ({ signal }) => api.get(`/events/${encodeURIComponent(eventId)}/attendee/groups`, { query: { page: 1, pageSize: LIMITS.pageSizeMax }, schema: GroupsPage, signal }),
  });
