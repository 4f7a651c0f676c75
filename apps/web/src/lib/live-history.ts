import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Channel, LiveChange, Message } from '@mingle/contracts';
import { isApiError } from './api';
import { mergeMessages } from './merge-messages';
import { outbox, useOutboxItems, type OutboxItem, type OutboxRequest } from './outbox';
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
  /** A resync's answer that is the newest page instead of the changes (too many): it replaces the pages. */
  restart?: boolean;
}
export type HistoryPages = InfiniteData<HistoryPage, string | undefined>;

/**
 * A message on its way: shown at once, kept in the outbox (decision 026) until the server has it,
 * retried or discarded by its author if the server refuses it.
 */
export interface PendingMessage {
  key: string;
  body: string;
  parentId: string | null;
  /** waiting: for the network (offline, or no answer); failed: refused, with "Try again". */
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
}

const pendingOf = (item: OutboxItem): PendingMessage => ({
  key: item.key,
  body: item.message?.body ?? '',
  parentId: item.message?.parentId ?? null,
  state: item.state === 'failed' ? 'failed' : item.state === 'waiting' ? 'waiting' : 'sending',
  ...(item.error ? { error: item.error } : {}),
});

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

/** Drops the first copy still on its way that this arrived message is (same text, same parent). */
export function settlePending(pending: PendingMessage[], message: Message): PendingMessage[] {
  const parentId = message.parent?.id ?? null;
  const i = pending.findIndex((p) => p.state !== 'failed' && p.body.trim() === message.body && p.parentId === parentId);
  return i < 0 ? pending : pending.filter((_, j) => j !== i);
}

interface LiveHistoryOptions {
  queryKey: QueryKey;
  /** The live channel; null while there is nothing to listen to (e.g. a removed connection). */
  channel: Channel | null;
  fetchPage: (cursor: HistoryCursor, signal?: AbortSignal) => Promise<HistoryPage>;
  /** The request that sends a message: the outbox keeps and sends it. */
  send: (draft: { body: string; parentId: string | null }) => Pick<OutboxRequest, 'method' | 'path' | 'body'>;
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
  // What the outbox sent stays on screen until the history has it: a refetch begun before the send
  // (the network coming back) may answer after it and replace the cache without it. Kept while the
  // screen is open (a handful of messages); the history's own copy wins once it has one.
  const [sent, setSent] = useState<Message[]>([]);
  const messages = useMemo(() => {
    const history = historyMessages(query.data);
    const known = new Set(history.map((m) => m.id));
    const extra = sent.filter((m) => !known.has(m.id));
    return extra.length ? mergeMessages(history, extra) : history;
  }, [query.data, sent]);
  const byId = useMemo(() => new Map(messages.map((m) => [m.id, m])), [messages]);
  // The last change this screen has: a resync asks for everything after it.
  const lastChange = useMemo(() => messages.reduce<string | undefined>((max, m) => (!max || m.updatedAt > max ? m.updatedAt : max), undefined), [messages]);

  const apply = (changed: readonly Message[]) => queryClient.setQueryData<HistoryPages>(queryKey, (data) => applyToPages(data, changed));

  // What is on its way is the outbox's, so it survives leaving the screen and reloading the page.
  const queued = useOutboxItems();
  const [arrived, setArrived] = useState<Message[]>([]);
  const historyId = JSON.stringify(queryKey);
  const pending = useMemo(() => arrived.reduce((rest, m) => settlePending(rest, m), queued.filter((item) => JSON.stringify(item.history) === historyId).map(pendingOf)), [queued, arrived, historyId]);

  // My own message often arrives live before the send's answer: it takes the place of its pending
  // copy in the same render, so it never shows twice. Each message settles at most one copy.
  const settled = useRef(new Set<string>());
  const arrive = (changed: readonly Message[]) => {
    apply(changed);
    const mine = changed.filter((m) => m.authorId === myUserId && !m.deleted && !byId.has(m.id) && !settled.current.has(m.id));
    if (mine.length === 0) return;
    for (const m of mine) settled.current.add(m.id);
    setArrived((all) => [...all, ...mine]);
  };

  // A message the outbox sent joins the history, merged by id (the screen may have been left and opened again meanwhile).
  useEffect(
    () =>
      outbox().onSent((item, result) => {
        if (JSON.stringify(item.history) !== historyId) return;
        const message = result as Message;
        settled.current.add(message.id);
        queryClient.setQueryData<HistoryPages>(JSON.parse(historyId) as QueryKey, (data) => applyToPages(data, [message]));
        setSent((all) => [...all.filter((m) => m.id !== message.id), message]);
        setArrived((all) => all.filter((m) => m.id !== message.id));
      }),
    [historyId, queryClient],
  );

  /**
   * Catches up after a gap in one request. With nothing on screen yet there is no cursor of our own,
   * and the server's subscribe time may be later than a message sent meanwhile: refetch the newest page.
   */
  const resync = async (since: string | undefined) => {
    if (!since) return void (await queryClient.invalidateQueries({ queryKey }));
    try {
      const changed = await fetchPage({ changedSince: since });
      // More changes than one answer holds: the answer is the newest page, and the screen starts again from it.
      if (changed.restart) queryClient.setQueryData<HistoryPages>(queryKey, { pages: [changed], pageParams: [undefined] });
      arrive(changed.items);
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

  return {
    query,
    messages,
    byId,
    status,
    pending,
    apply,
    /** Hands the message to the outbox and returns: the composer is free for the next one straight away. */
    submit(body: string, parentId: string | null = null) {
      const { done } = outbox().add({ ...send({ body, parentId }), history: queryKey, message: { body, parentId } });
      done.catch((error: unknown) => {
        if (isApiError(error) && error.code === 404) onGone?.();
      });
    },
    retry: (key: string) => outbox().retry(key),
    discard: (key: string) => outbox().discard(key),
  };
}
export type LiveHistory = ReturnType<typeof useLiveHistory>;
