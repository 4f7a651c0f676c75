import { useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Channel, LiveChange, Message } from '@mingle/contracts';
import { isApiError } from './api';
import { errorText } from './error-text';
import { mergeMessages } from './merge-messages';
import { useChannel, type RealtimeStatus } from './realtime';

export interface HistoryCursor {
  /** Older than this message (paging back). */
  before?: string;
  /** Everything created, edited or deleted after this time (resync). */
  changedSince?: string;
}
export interface HistoryPage {
  items: Message[];
  hasMore: boolean;
  /** Boards, on the newest page: the pinned message, wherever it is in the history. */
  pinned?: Message | null;
}
export type HistoryPages = InfiniteData<HistoryPage, string | undefined>;

/** A message on its way: shown at once, retried or discarded by its author if the send fails. */
export interface PendingMessage {
  key: string;
  body: string;
  parentId: string | null;
  state: 'sending' | 'failed';
  error?: string;
}

/**
 * Applies changed messages to the cached pages: a known message is replaced by a newer version
 * where it is; a new one joins the newest page. The screen reads one list merged by id, so
 * nothing is lost or doubled, whichever way a change arrives (live, resync, send, refetch).
 */
export function applyToPages(data: HistoryPages | undefined, changed: readonly Message[]): HistoryPages | undefined {
  if (!data || changed.length === 0) return data;
  const incoming = new Map(changed.map((m) => [m.id, m]));
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((m) => {
      const next = incoming.get(m.id);
      if (!next) return m;
      incoming.delete(m.id);
      return next.updatedAt >= m.updatedAt ? next : m;
    }),
  }));
  const [newest, ...older] = pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, items: mergeMessages(newest.items, [...incoming.values()]) }, ...older] };
}

/** Every cached message once, oldest first. */
export const historyMessages = (data: HistoryPages | undefined) => mergeMessages([], data?.pages.flatMap((p) => p.items) ?? []);

/** The quote of a reply, read from the current version of its parent, so edits and deletes show everywhere. */
export function currentParent(message: Message, byId: ReadonlyMap<string, Message>): Message['parent'] {
  const parent = message.parent;
  if (!parent) return parent;
  const now = byId.get(parent.id);
  return now ? { ...parent, authorName: now.authorName, body: now.body, deleted: now.deleted } : parent;
}

let pendingCount = 0;

/** Drops the first copy still sending that this arrived message is (same text, same parent). */
export function settlePending(pending: PendingMessage[], message: Message): PendingMessage[] {
  const parentId = message.parent?.id ?? null;
  const i = pending.findIndex((p) => p.state === 'sending' && p.body.trim() === message.body && p.parentId === parentId);
  return i < 0 ? pending : pending.filter((_, j) => j !== i);
}

interface LiveHistoryOptions {
  queryKey: QueryKey;
  /** The live channel; null while there is nothing to listen to (e.g. a removed connection). */
  channel: Channel | null;
  fetchPage: (cursor: HistoryCursor, signal?: AbortSignal) => Promise<HistoryPage>;
  send: (draft: { body: string; parentId: string | null }) => Promise<Message>;
  /** The channel's other live changes (counts, removal, deactivation). */
  onChange?: (change: LiveChange) => void;
  /** A 404 from the channel or a send: the board or chat is gone. */
  onGone?: () => void;
  /** Whose messages settle this person's pending sends when they arrive live. */
  myUserId: string | undefined;
}

/**
 * One live history for boards and chats: pages from an infinite query, live events and resyncs
 * applied to that cache, and optimistic sends that never touch what the person is typing.
 */
export function useLiveHistory({ queryKey, channel, fetchPage, send, onChange, onGone, myUserId }: LiveHistoryOptions) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery<HistoryPage, Error, HistoryPages, QueryKey, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? mergeMessages([], last.items)[0]?.id : undefined),
    // Coming back fetches what was said meanwhile; live events keep it current while open.
    refetchOnMount: 'always',
  });
  const messages = useMemo(() => historyMessages(query.data), [query.data]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  // The last change this screen has: a resync asks for everything after it.
  const lastChange = useMemo(() => messages.reduce<string | undefined>((max, m) => (!max || m.updatedAt > max ? m.updatedAt : max), undefined), [messages]);

  const apply = (changed: readonly Message[]) => queryClient.setQueryData<HistoryPages>(queryKey, (data) => applyToPages(data, changed));

  const [pending, setPending] = useState<PendingMessage[]>([]);
  const update = (key: string, change: Partial<PendingMessage> | null) =>
    setPending((all) => (change ? all.map((p) => (p.key === key ? { ...p, ...change } : p)) : all.filter((p) => p.key !== key)));

  // My own message often arrives live before the send's answer: it takes the place of its pending
  // copy in the same render, so it never shows twice. Each message settles at most one copy.
  const settled = useRef(new Set<string>());
  const arrive = (changed: readonly Message[]) => {
    apply(changed);
    const mine = changed.filter((m) => m.authorId === myUserId && !m.deleted && !byId.has(m.id) && !settled.current.has(m.id));
    if (mine.length === 0) return;
    for (const m of mine) settled.current.add(m.id);
    setPending((all) => mine.reduce((rest, m) => settlePending(rest, m), all));
  };

  /**
   * Catches up after a gap. With nothing on screen yet there is no cursor of our own, and the
   * server's subscribe time may be later than a message sent meanwhile: refetch the newest page.
   */
  const resync = async (since: string | undefined) => {
    if (!since) return void (await queryClient.invalidateQueries({ queryKey }));
    try {
      const changed = await fetchPage({ changedSince: since });
      arrive(changed.items);
      // More changes than one answer holds: refetch the pages instead.
      if (changed.hasMore) await queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (isApiError(error) && error.code === 404) onGone?.();
    }
  };

  const status: RealtimeStatus = useChannel(channel, {
    onEvent: (event) => {
      if (event.message) arrive([event.message]);
      else void resync(lastChange);
    },
    onChange: (change) => onChange?.(change),
    // Before the first page is here there is nothing to catch up: that page will have it all.
    onResync: () => void (query.data && resync(lastChange)),
    onError: (error) => {
      if (error.code === 404) onGone?.();
    },
  });

  const deliver = (item: PendingMessage) => {
    send({ body: item.body, parentId: item.parentId }).then(
      (message) => {
        settled.current.add(message.id);
        apply([message]);
        update(item.key, null);
      },
      (error: unknown) => {
        if (isApiError(error) && error.code === 404) onGone?.();
        update(item.key, { state: 'failed', error: errorText(error) });
      },
    );
  };

  return {
    query,
    messages,
    byId,
    status,
    pending,
    apply,
    /** Sends at once and returns: the composer is free for the next message straight away. */
    submit(body: string, parentId: string | null = null) {
      const item: PendingMessage = { key: `pending-${++pendingCount}`, body, parentId, state: 'sending' };
      setPending((all) => [...all, item]);
      deliver(item);
    },
    retry(key: string) {
      const item = pending.find((p) => p.key === key);
      if (!item) return;
      update(key, { state: 'sending', error: undefined });
      deliver({ ...item, state: 'sending' });
    },
    discard: (key: string) => update(key, null),
  };
}
export type LiveHistory = ReturnType<typeof useLiveHistory>;
