import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadMarkInput, Unread } from '@mingle/contracts';
import { useEffect, useRef } from 'react';
import { api, lazySchema } from '@/lib/api';
import { newestSeq, withRead } from '../lib/unread';

// A read mark answers the counts, checked against their schema (loaded once, on the first mark).
const unreadSchema = lazySchema(() => import('@mingle/contracts/unread').then((m) => m.UnreadSchema));
const ev = (slug: string) => `/events/${encodeURIComponent(slug)}`;

export const unreadKey = (slug: string) => ['events', slug, 'unread'] as const;

/**
 * GET /events/{event}/unread. Chats and requests are nudged live (UnreadLive); boards are not, so
 * the counts are read again every minute while the app is open, and when it comes back to the front.
 */
export const unreadQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: unreadKey(slug),
    // The event shell asks on every screen, the home first: taken as sent (decision 014).
    queryFn: ({ signal }): Promise<Unread> => api.get<Unread>(`${ev(slug)}/unread`, { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useUnread = (slug: string, enabled = true) => useQuery({ ...unreadQueryOptions(slug), enabled });

/**
 * Marks a chat or a board read up to its newest message while it is on screen and the page is in
 * front: on opening, and again as messages arrive. `target` null: nothing to mark (not a member).
 */
export function useMarkRead(slug: string, target: Omit<ReadMarkInput, 'seq'> | null, messages: readonly { seq: number }[]) {
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (input: ReadMarkInput): Promise<Unread> => api.put(`${ev(slug)}/read-marks`, input, { schema: unreadSchema }),
    onMutate: async (input) => {
      // A read of the counts already on its way would answer from before this mark.
      await queryClient.cancelQueries({ queryKey: unreadKey(slug) });
      queryClient.setQueryData<Unread>(unreadKey(slug), (old) => (old ? withRead(old, input.kind, input.id) : old));
    },
    onSuccess: (unread) => queryClient.setQueryData(unreadKey(slug), unread),
  });
  const marked = useRef(0);
  const seq = newestSeq(messages);
  const kind = target?.kind;
  const id = target?.id;
  const { mutate } = mark;
  useEffect(() => {
    if (!kind || !id || !seq) return;
    const markNow = () => {
      if (document.visibilityState !== 'visible' || seq <= marked.current) return;
      marked.current = seq;
      // Not taken (offline, say): the next message or return to the page tries again.
      mutate({ kind, id, seq }, { onError: () => (marked.current = 0) });
    };
    markNow();
    document.addEventListener('visibilitychange', markNow);
    return () => document.removeEventListener('visibilitychange', markNow);
  }, [kind, id, seq, mutate]);
}
