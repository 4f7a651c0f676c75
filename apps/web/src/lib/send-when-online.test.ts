import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api';
import { createQueryClient } from './query-client';
import { isNetworkFailure, isWaitingForNetwork, sendWhenOnline } from './send-when-online';

const ok = () => new Response(JSON.stringify({ status: 'going' }), { status: 200, headers: { 'Content-Type': 'application/json' } });

const mounted: { unmount(): void }[] = [];

/** The app's own client and query client; `fetch` is the network the test controls. */
function setup(fetch: () => Promise<Response>) {
  const fetchMock = vi.fn(fetch);
  const api = createApiClient({ baseUrl: () => 'https://api.example.com', fetch: fetchMock });
  const client = createQueryClient({ onServerError: () => undefined });
  client.mount(); // as QueryClientProvider does: resumes paused mutations when back online
  mounted.push(client);
  const observer = new MutationObserver(client, { ...sendWhenOnline, mutationFn: () => api.put('/attendance', { status: 'going' }) });
  return { fetchMock, client, observer };
}

afterEach(() => {
  onlineManager.setOnline(true);
  for (const client of mounted.splice(0)) client.unmount();
});

describe('sending when back online', () => {
  it('tells no answer apart from an answer that says no', async () => {
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const down = createApiClient({ fetch: async () => new Response(JSON.stringify({ code: 503, name: 'ServiceUnavailableException', timestamp: 't', path: 'p', message: 'Down' }), { status: 503 }) });
    expect(isNetworkFailure(await offline.get('/x').catch((e: unknown) => e))).toBe(true);
    expect(isNetworkFailure(await down.get('/x').catch((e: unknown) => e))).toBe(false);
    expect(isNetworkFailure(new ApiError({ code: 404, name: 'NotFoundException', timestamp: 't', path: 'p', message: 'Not found' }))).toBe(false);
  });

  it('holds a choice made offline, says it waits, and sends it once the browser is back', async () => {
    const { fetchMock, observer } = setup(async () => ok());
    onlineManager.setOnline(false);
    const sent = observer.mutate();
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true));
    expect(isWaitingForNetwork(observer.getCurrentResult())).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await expect(sent).resolves.toEqual({ status: 'going' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isWaitingForNetwork(observer.getCurrentResult())).toBe(false);
  });

  it('tries again after a request that got no answer, and waits while it tries', async () => {
    let reachable = false;
    const { fetchMock, observer } = setup(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return ok();
    });
    const sent = observer.mutate();
    await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1));
    expect(isWaitingForNetwork(observer.getCurrentResult())).toBe(true);
    reachable = true;
    await expect(sent).resolves.toEqual({ status: 'going' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not try again after a refusal', async () => {
    const { fetchMock, observer } = setup(
      async () => new Response(JSON.stringify({ code: 409, name: 'ConflictException', timestamp: 't', path: 'p', message: 'This group was deactivated. It is read-only now.' }), { status: 409 }),
    );
    await expect(observer.mutate()).rejects.toMatchObject({ code: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isWaitingForNetwork(observer.getCurrentResult())).toBe(false);
  });
});
