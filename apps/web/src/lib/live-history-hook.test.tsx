// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@mingle/contracts';
import { createApiClient } from './api';
import { useLiveHistory, type HistoryCursor, type HistoryPage } from './live-history';
import { startOutbox } from './outbox';
import { createSession, type Session } from './session';
import { SessionProvider } from './session-context';

const ME = '11111111-1111-4111-8111-111111111111';
const message = (n: number): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  seq: n,
  authorId: ME,
  authorName: 'Ana',
  authorUsername: 'ana',
  body: `message ${n}`,
  parent: null,
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString(),
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt: new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString(),
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const sentMessage: Message = { ...message(1), body: 'Meet you by the coffee cart' };

/** useLiveHistory rendered inside the app's providers, as a board or chat screen uses it. */
function renderHistory(queryClient: QueryClient, session: Session, options: Omit<Parameters<typeof useLiveHistory>[0], 'send' | 'myUserId'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const send = ({ body, parentId }: { body: string; parentId: string | null }) => ({ method: 'POST' as const, path: '/events/e/messages', body: { body, parentId } });
  return renderHook(() => useLiveHistory({ ...options, send, myUserId: ME }), { wrapper });
}

describe('useLiveHistory and the outbox', () => {
  it('keeps a sent message on screen when a read begun before the send answers after it without the message', async () => {
    localStorage.clear();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = createSession(queryClient, localStorage);
    const answered = new Response(JSON.stringify(sentMessage), { status: 201, headers: { 'Content-Type': 'application/json' } });
    startOutbox({ userId: () => ME, storage: localStorage, api: createApiClient({ fetch: async () => answered }), isOnline: () => true });

    // The first read answers at once; the second (the network coming back) waits for the test.
    let reads = 0;
    let answerLateRead: ((page: HistoryPage) => void) | undefined;
    const fetchPage = () => (++reads === 1 ? Promise.resolve({ items: [], hasMore: false }) : new Promise<HistoryPage>((resolve) => (answerLateRead = resolve)));
    const { result } = renderHistory(queryClient, session, { queryKey: ['chat', 'c1'], channel: null, fetchPage });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));

    void act(() => void queryClient.refetchQueries({ queryKey: ['chat', 'c1'] }));
    await waitFor(() => expect(answerLateRead).toBeDefined());
    act(() => result.current.submit(sentMessage.body));
    await waitFor(() => expect(result.current.messages.map((m) => m.body)).toEqual([sentMessage.body]));
    expect(result.current.pending).toEqual([]);

    // The older read lands now, without the message.
    await act(async () => answerLateRead!({ items: [], hasMore: false }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(result.current.messages.map((m) => m.body)).toEqual([sentMessage.body]);
  });
});

/** The browser's WebSocket is outside our code: this stand-in lets the test open, answer and drop it. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen?: () => void;
  onmessage?: (e: { data: string }) => void;
  onclose?: (e: { code: number }) => void;
  constructor() {
    FakeSocket.all.push(this);
    queueMicrotask(() => ((this.readyState = 1), this.onopen?.()));
  }
  send(data: string) {
    const m = JSON.parse(data) as { type: string; channel?: object };
    if (m.type === 'auth') this.receive({ type: 'ready', userId: ME });
    if (m.type === 'subscribe') this.receive({ type: 'subscribed', channel: m.channel, at: '2026-11-24T10:00:00.000Z' });
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(m: object) {
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(m) }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('a board back after a long time away', () => {
  it('catches up with one request, starting again from the newest page when more changed than one answer holds', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.all = [];
    localStorage.clear();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = createSession(queryClient, localStorage);
    session.auth.login({ accessToken: 'tok', user: { id: ME, email: 'ana@example.com', username: 'ana', emailVerified: true } });

    // Two pages on screen: messages 1-20 and 21-40. Away, 500 more were posted.
    const asked: HistoryCursor[] = [];
    const fetchPage = async (cursor: HistoryCursor): Promise<HistoryPage> => {
      asked.push(cursor);
      if (cursor.changedSince) return { items: range(521, 540), hasMore: true, restart: true };
      return cursor.before ? { items: range(1, 20), hasMore: false } : { items: range(21, 40), hasMore: true };
    };
    const { result } = renderHistory(queryClient, session, { queryKey: ['board', 'b1'], channel: { kind: 'group', event: 'ev', groupId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }, fetchPage });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    await act(async () => void (await result.current.query.fetchNextPage()));
    await waitFor(() => expect(result.current.messages).toHaveLength(40));
    await waitFor(() => expect(result.current.status).toBe('open'));
    asked.length = 0;

    vi.useFakeTimers();
    act(() => FakeSocket.all.at(-1)!.close(1006)); // the network went
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_000))); // and came back: the client reconnects
    vi.useRealTimers();
    await waitFor(() => expect(result.current.messages.map((m) => m.seq)).toEqual(range(521, 540).map((m) => m.seq)));
    expect(asked).toEqual([{ changedSince: message(40).updatedAt }]);
    expect(queryClient.getQueryData<{ pages: HistoryPage[] }>(['board', 'b1'])?.pages).toHaveLength(1);
  });
});
