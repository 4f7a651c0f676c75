// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Message } from '@mingle/contracts';
import { createApiClient } from './api';
import { useLiveHistory, type HistoryPage } from './live-history';
import { startOutbox } from './outbox';
import { createSession } from './session';
import { SessionProvider } from './session-context';

const ME = '11111111-1111-4111-8111-111111111111';
const sentMessage: Message = {
  id: '00000000-0000-4000-8000-000000000001',
  seq: 1,
  authorId: ME,
  authorName: 'Ana',
  authorUsername: 'ana',
  body: 'Meet you by the coffee cart',
  parent: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  editedAt: null,
  deleted: false,
  removedByModerator: false,
  byOrganiser: false,
  pinned: false,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

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
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useLiveHistory({
          queryKey: ['chat', 'c1'],
          channel: null,
          fetchPage,
          send: ({ body, parentId }) => ({ method: 'POST', path: '/events/e/connections/c1/messages', body: { body, parentId } }),
          myUserId: ME,
        }),
      { wrapper },
    );
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
