// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api';
import { createOutbox, OUTBOX_KEY, type OutboxDeps } from './outbox';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

/** An outbox on its own storage, whose network the test controls. */
function setup(fetch: (url: string, init: RequestInit) => Promise<Response>, more: Partial<OutboxDeps> = {}) {
  const fetchMock = vi.fn(fetch);
  const storage = more.storage ?? window.localStorage;
  const deps: OutboxDeps = { userId: () => 'ana', storage, api: createApiClient({ fetch: fetchMock as typeof globalThis.fetch }), ...more };
  return { fetchMock, storage, deps, box: createOutbox(deps) };
}
const post = (text: string) => ({
  method: 'POST' as const,
  path: '/events/e/attendee/groups/g/messages',
  body: { body: text, parentId: null },
  history: ['board', 'g'],
  message: { body: text, parentId: null },
});
const sentBodies = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).body);

describe('the outbox (decision 026)', () => {
  it('keeps changes made offline, in storage, and sends them in order once, each with its own key', async () => {
    localStorage.clear();
    let online = false;
    const { fetchMock, box, storage } = setup(async (_url, init) => answer(201, { id: JSON.parse(String(init.body)).body }), { isOnline: () => online });
    const first = box.add(post('one'));
    const second = box.add(post('two'));
    await box.flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box.items().map((i) => i.state)).toEqual(['waiting', 'waiting']);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toHaveLength(2);

    online = true;
    await box.flush();
    await expect(first.done).resolves.toEqual({ id: 'one' });
    await expect(second.done).resolves.toEqual({ id: 'two' });
    expect(sentBodies(fetchMock)).toEqual(['one', 'two']);
    const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual([first.key, second.key]);
    expect(box.items()).toEqual([]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends what a closed page left (a reload, a restarted browser), as the same change', async () => {
    localStorage.clear();
    const before = setup(noNetwork, { isOnline: () => false });
    const { key } = before.box.add(post('from before the reload'));
    before.box.add(post('and after it')).done.catch(() => undefined);

    const after = setup(async () => answer(201, { id: 'm' }));
    after.box.reload();
    await after.box.flush();
    expect(sentBodies(after.fetchMock)).toEqual(['from before the reload', 'and after it']);
    expect((after.fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Idempotency-Key']).toBe(key);
  });

  it('keeps a change that got no answer, then sends it again with the same key', async () => {
    localStorage.clear();
    vi.useFakeTimers();
    try {
      let reachable = false;
      const { fetchMock, box } = setup((async () => (reachable ? answer(201, { id: 'm' }) : noNetwork())) as never);
      const { key, done } = box.add(post('through a tunnel'));
      await vi.waitFor(() => expect(box.items()[0]?.state).toBe('waiting'));
      reachable = true;
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(done).resolves.toEqual({ id: 'm' });
      const keys = fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
      expect(keys).toEqual([key, key]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a message the server refused as not sent, sends the rest, and sends it again on "Try again"', async () => {
    localStorage.clear();
    let refuse = true;
    const { fetchMock, box } = setup(async (_url, init) =>
      refuse && JSON.parse(String(init.body)).body === 'bad'
        ? answer(403, { code: 403, name: 'ForbiddenException', timestamp: 't', path: 'p', message: 'Join the group to post.' })
        : answer(201, { id: JSON.parse(String(init.body)).body }),
    );
    box.add(post('bad')).done.catch(() => undefined);
    box.add(post('good'));
    await box.flush();
    expect(box.items()).toEqual([expect.objectContaining({ state: 'failed', error: 'Join the group to post.' })]);
    expect(sentBodies(fetchMock)).toEqual(['bad', 'good']);
    refuse = false;
    box.retry(box.items()[0]!.key);
    await box.flush();
    expect(box.items()).toEqual([]);
  });

  it("never sends one person's changes as another, and a sign-out empties it", async () => {
    localStorage.clear();
    let who: string | undefined = 'ana';
    const { fetchMock, box, storage } = setup(async () => answer(201, { id: 'm' }), { userId: () => who, isOnline: () => false });
    const { done } = box.add(post('from Ana'));
    done.catch(() => undefined);
    who = 'ben';
    const ben = setup(async () => answer(201, { id: 'm' }), { userId: () => who, storage });
    ben.box.reload();
    await ben.box.flush();
    expect(ben.fetchMock).not.toHaveBeenCalled();
    box.clear();
    await expect(done).rejects.toThrow();
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
