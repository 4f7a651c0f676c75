import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api as appApi, isApiError, type ApiClient } from './api';
import { errorText } from './error-text';
import { isNetworkFailure } from './send-when-online';
import { browserStorage, readJson, removeItem, writeJson } from './storage';

/**
 * The changes waiting to be sent (decision 026): board posts, chat messages, group joins and
 * gathering answers made offline or on a network that drops. Kept in local storage so a reload or
 * a restarted browser still sends them; sent one at a time in the order they were made, each with
 * the `Idempotency-Key` made with it, so a copy the server already took is answered, not made again.
 */
export const OUTBOX_KEY = 'mingle.outbox';
const LOCK = 'mingle-outbox';

export interface OutboxRequest {
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** A board or chat message: the live history its answer joins, and what shows while it waits. */
  history?: QueryKey;
  message?: { body: string; parentId: string | null };
  /** Reads to refresh once it is sent. */
  invalidate?: QueryKey[];
}

export type OutboxState = 'queued' | 'sending' | 'waiting' | 'failed';

export interface OutboxItem extends OutboxRequest {
  /** Made with the change; sent as its Idempotency-Key on every try. */
  key: string;
  /** Whose change: only ever sent for them (a sign-out empties the box). */
  userId: string;
  /** queued: behind others; waiting: for the network; failed: the server said no (shown with "Try again"). */
  state: OutboxState;
  error?: string;
}

export interface OutboxDeps {
  storage?: Storage;
  api?: ApiClient;
  /** Who is signed in now. */
  userId: () => string | undefined;
  isOnline?: () => boolean;
  queryClient?: QueryClient;
  /** A change nobody on screen waits for was refused (a join after a reload, say). */
  onLost?: (error: unknown) => void;
  /** Cross-tab: one tab sends at a time (Web Locks where the browser has them). */
  locks?: Pick<LockManager, 'request'>;
}

type Sent = (item: OutboxItem, result: unknown) => void;

/** The wait before trying again after no answer: 1 s, 2 s, 4 s... at most 10 s. */
const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 10_000);

const isItem = (value: unknown): value is OutboxItem => {
  const v = value as Partial<OutboxItem> | null;
  return typeof v === 'object' && v !== null && typeof v.key === 'string' && typeof v.userId === 'string' && typeof v.path === 'string' && (v.method === 'POST' || v.method === 'PUT');
};

/** A v4 UUID; `crypto.randomUUID` exists only on https and localhost, `getRandomValues` everywhere. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createOutbox(deps: OutboxDeps) {
  const storage = deps.storage ?? browserStorage();
  const client = deps.api ?? appApi;
  const online = deps.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const locks = deps.locks ?? globalThis.navigator?.locks;
  let memory: OutboxItem[] = [];
  let snapshot: OutboxItem[] = [];
  const listeners = new Set<() => void>();
  const sentListeners = new Set<Sent>();
  const waiters = new Map<string, { resolve: (result: unknown) => void; reject: (error: unknown) => void }>();
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = (): OutboxItem[] => {
    if (!storage) return memory;
    const stored = readJson(storage, OUTBOX_KEY);
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  };
  const publish = () => {
    snapshot = read();
    for (const listener of [...listeners]) listener();
  };
  const write = (items: OutboxItem[]) => {
    memory = items;
    if (items.length) writeJson(storage, OUTBOX_KEY, items);
    else removeItem(storage, OUTBOX_KEY);
    publish();
  };
  const change = (key: string, next: Partial<OutboxItem> | null) => write(read().flatMap((item) => (item.key !== key ? [item] : next ? [{ ...item, ...next }] : [])));

  const settle = (key: string, outcome: { result: unknown } | { error: unknown }) => {
    const waiter = waiters.get(key);
    waiters.delete(key);
    if ('result' in outcome) waiter?.resolve(outcome.result);
    else if (waiter) waiter.reject(outcome.error);
    else deps.onLost?.(outcome.error);
  };

  /** Sends what is due, oldest first; stops at the first that got no answer and tries later. */
  async function sendAll(): Promise<void> {
    for (;;) {
      const me = deps.userId();
      const next = read().find((item) => item.userId === me && item.state !== 'failed');
      if (!me || !next) return;
      if (!online()) {
        write(read().map((item) => (item.userId === me && item.state !== 'failed' ? { ...item, state: 'waiting' } : item)));
        return;
      }
      change(next.key, { state: 'sending', error: undefined });
      try {
        const result = await client.request(next.method, next.path, { body: next.body, headers: { 'Idempotency-Key': next.key } });
        failures = 0;
        change(next.key, null);
        for (const listener of [...sentListeners]) listener(next, result);
        // A list read already on its way may answer as before the change: cancelled and asked again, not
        // waited for (as refetchAfterChange in live-cache.ts, written out here to keep the join page small).
        const queries = deps.queryClient;
        if (queries) for (const queryKey of next.invalidate ?? []) void queries.cancelQueries({ queryKey }).then(() => queries.invalidateQueries({ queryKey }));
        settle(next.key, { result });
      } catch (error) {
        // No answer, or the first copy still being made: try again later, in the same order.
        if (isNetworkFailure(error) || (isApiError(error) && error.code === 409 && error.issues.some((i) => i.key === 'requestInProgress'))) {
          write(read().map((item) => (item.userId === me && item.state !== 'failed' ? { ...item, state: 'waiting' } : item)));
          clearTimeout(timer);
          timer = setTimeout(() => void flush(), retryDelay(failures++));
          return;
        }
        // An answer that said no: a message stays, marked, for "Try again"; other changes go.
        if (next.history) change(next.key, { state: 'failed', error: errorText(error) });
        else change(next.key, null);
        settle(next.key, { error });
      }
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const once = () => (locks ? locks.request(LOCK, () => sendAll()) : sendAll());
    running = (async () => {
      do {
        again = false;
        await once().catch(() => undefined);
      } while (again);
    })().finally(() => (running = null));
    return running;
  }

  return {
    /** Keeps the change and sends it as soon as it can; settles with the server's answer. */
    add(request: OutboxRequest): { key: string; done: Promise<unknown> } {
      const userId = deps.userId();
      const key = newKey();
      const done = new Promise<unknown>((resolve, reject) => waiters.set(key, { resolve, reject }));
      if (!userId) {
        settle(key, { error: new Error('signed out') });
        return { key, done };
      }
      write([...read(), { ...request, key, userId, state: online() ? 'queued' : 'waiting' }]);
      void flush();
      return { key, done };
    },
    retry(key: string) {
      change(key, { state: 'queued', error: undefined });
      void flush();
    },
    discard: (key: string) => change(key, null),
    /** Sign-out, or someone else signed in: nothing of theirs is sent as anyone. */
    clear() {
      for (const key of [...waiters.keys()]) settle(key, { error: new Error('signed out') });
      write([]);
    },
    flush,
    /** Another tab changed the box: show what it holds now. */
    reload: publish,
    items: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onSent(listener: Sent) {
      sentListeners.add(listener);
      return () => void sentListeners.delete(listener);
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

let current: Outbox | undefined;

/** The app's outbox; main.tsx starts it with the session's user and the query client. */
export function startOutbox(deps: OutboxDeps): Outbox {
  const box = createOutbox(deps);
  current = box;
  box.reload();
  window.addEventListener('online', () => void box.flush());
  window.addEventListener('storage', (event) => {
    if (event.key === OUTBOX_KEY || event.key === null) box.reload();
  });
  // Left from the last visit (a reload, a restarted browser): sent now if the network allows.
  void box.flush();
  return box;
}

/** The started outbox (tests and pages without main.tsx get a memory-only one for nobody). */
export function outbox(): Outbox {
  return (current ??= createOutbox({ userId: () => undefined }));
}

const empty: OutboxItem[] = [];
/** The signed-in person's waiting changes, for the screens that show them. */
export function useOutboxItems(): OutboxItem[] {
  return useSyncExternalStore(
    (listener) => outbox().subscribe(listener),
    () => outbox().items(),
    () => empty,
  );
}

/** Whether two query keys name the same history. */
export const sameKey = (a: QueryKey | undefined, b: QueryKey) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);
