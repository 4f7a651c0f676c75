import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendeeAnnouncements, LiveChange, NotificationSettings, NotificationSettingsInput } from '@mingle/contracts';
import { useEventChannel } from '@/features/events';
import { api, lazySchema, okSchema } from '@/lib/api';
import { refetchAfterChange } from '@/lib/live-cache';
import { useChannel } from '@/lib/realtime';
import { useSession } from '@/lib/session-context';

const settingsSchema = lazySchema(() => import('@mingle/contracts/announcements').then((m) => m.NotificationSettingsSchema));

const ev = (slug: string) => `/events/${encodeURIComponent(slug)}`;
export const myAnnouncementsKey = (slug: string) => ['events', slug, 'announcements'] as const;

/** GET /events/{event}/announcements: sent ones meant for me that I have not closed. */
export const myAnnouncementsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: myAnnouncementsKey(slug), queryFn: ({ signal }) => api.get<AttendeeAnnouncements>(`${ev(slug)}/announcements`, { signal }) });

/**
 * My announcements, live. A whole event's announcement comes with its words and goes to the top of
 * the list as it is; otherwise (a group's, a door audience's, or one deleted) the channel says only
 * that something changed, and the list is read again.
 */
export function useMyAnnouncements(slug: string, groupId?: string) {
  const queryClient = useQueryClient();
  const queryKey = myAnnouncementsKey(slug);
  const refetch = () => void refetchAfterChange(queryClient, queryKey);
  const handlers = {
    onResync: refetch,
    onChange: (change: LiveChange) => {
      if (change.event === 'announcement.published' && change.announcement && !queryClient.isFetching({ queryKey })) {
        const sent = change.announcement;
        queryClient.setQueryData<AttendeeAnnouncements>(queryKey, (old) => (old && !old.items.some((a) => a.id === sent.id) ? { items: [sent, ...old.items] } : old));
      } else if (change.event === 'announcement.published' || change.event === 'announcement.removed') refetch();
    },
  };
  const channel = useEventChannel(slug, groupId);
  useChannel(channel, handlers);
  // The organisers' messages to me alone come on my own channel at the event (decision 035).
  const me = useSession().auth.get().user?.id;
  useChannel(channel?.kind === 'event' && me ? { kind: 'person', event: channel.event, userId: me } : null, handlers);
  return useQuery(myAnnouncementsQueryOptions(slug));
}

export function useDismissAnnouncement(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${ev(slug)}/announcements/${encodeURIComponent(id)}/dismiss`, undefined, { schema: okSchema }),
    onMutate: (id) => queryClient.setQueryData(myAnnouncementsQueryOptions(slug).queryKey, (old) => (old ? { items: old.items.filter((a) => a.id !== id) } : old)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAnnouncementsKey(slug) }),
  });
}

const settingsKey = (slug: string) => ['events', slug, 'notification-settings'] as const;
export const useNotificationSettings = (slug: string) =>
  useQuery({ queryKey: settingsKey(slug), queryFn: ({ signal }) => api.get(`${ev(slug)}/notification-settings`, { schema: settingsSchema, signal }) });

export function useSaveNotificationSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) => api.put(`${ev(slug)}/notification-settings`, input, { schema: settingsSchema }),
    // Shown at once; the server's answer (every choice) replaces it, and a failure puts the old ones back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<NotificationSettings>(settingsKey(slug));
      if (before) queryClient.setQueryData<NotificationSettings>(settingsKey(slug), { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => context?.before && queryClient.setQueryData(settingsKey(slug), context.before),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(slug), saved),
  });
}
