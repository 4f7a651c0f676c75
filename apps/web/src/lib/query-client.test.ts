import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';

const apiError = (code: number) => new ApiError({ code, name: 'X', timestamp: 't', path: '/api/v1/x', message: code >= 500 ? 'An error occurred' : 'Nope' });

describe('query client error handling', () => {
  it('reports server errors of queries and mutations, not 4xx answers', async () => {
    const onServerError = vi.fn();
    const client = createQueryClient({ onServerError });
    client.setDefaultOptions({ queries: { retry: false } });

    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(apiError(500)) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(apiError(404)) }).catch(() => undefined);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(apiError(503)) });
    await mutation.execute(undefined).catch(() => undefined);

    expect(onServerError).toHaveBeenCalledTimes(2);
    expect(onServerError.mock.calls.map(([e]) => (e as ApiError).code)).toEqual([500, 503]);
  });

  it('does not retry 4xx answers', async () => {
    const client = createQueryClient({ onServerError: () => undefined });
    const queryFn = vi.fn(() => Promise.reject(apiError(401)));
    await client.fetchQuery({ queryKey: ['c'], queryFn }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
