import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AnnouncementPreviewSchema,
  AnnouncementSchema,
  AnnouncementsPage,
  AnnouncementTestSchema,
  AttendeeGroupSchema,
  AttendeeMessageSchema,
  LIMITS,
  pageOf,
  OkResponse,
  type AnnouncementInput,
  type AttendeeMessageInput,
} from '@mingle/contracts';
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

/** POST .../announcements/preview: whom it reaches now and the mail exactly as it leaves. */
export const previewAnnouncement = (eventId: string, input: AnnouncementInput) => api.post(`${base(eventId)}/preview`, input, { schema: AnnouncementPreviewSchema });

/**
 * The reach of an audience as it is chosen, before any words are written: the counts depend on the
 * audience only, so the preview is asked with stand-in words.
 */
export const audienceReachQueryOptions = (eventId: string, audience: string) =>
  queryOptions({
    queryKey: ['company', 'event', eventId, 'announcement-reach', audience] as const,
    queryFn: async () => (await previewAnnouncement(eventId, { title: 'Reach', body: 'Reach', audience, sendAt: null })).audience,
    staleTime: 10_000,
  });

/** POST .../announcements/test: the preview, mailed to the signed-in organiser only. */
export const useTestAnnouncement = (eventId: string) => useMutation({ mutationFn: (input: AnnouncementInput) => api.post(`${base(eventId)}/test`, input, { schema: AnnouncementTestSchema }) });

/** POST /company/events/{id}/attendees/{userId}/messages: to that attendee alone (decision 035). */
export const useMessageAttendee = (eventId: string) =>
  useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: AttendeeMessageInput }) =>
      api.post(`/company/events/${encodeURIComponent(eventId)}/attendees/${encodeURIComponent(userId)}/messages`, input, { schema: AttendeeMessageSchema }),
  });
