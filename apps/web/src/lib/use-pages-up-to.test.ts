// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagesUpTo } from './use-pages-up-to';

function query(pages: number, overrides: Partial<Parameters<typeof usePagesUpTo>[0]> = {}) {
  return {
    data: pages ? { pages: Array.from({ length: pages }) } : undefined,
    hasNextPage: true,
    isFetchingNextPage: false,
    isError: false,
    fetchNextPage: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('usePagesUpTo (the page search param shows that many pages)', () => {
  it('fetches the next page while fewer pages are shown than asked for', () => {
    const q = query(1);
    renderHook(() => usePagesUpTo(q, 3));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('does nothing once enough pages are shown, when there is no more, while fetching, or after an error', () => {
    for (const q of [query(3), query(1, { hasNextPage: false }), query(1, { isFetchingNextPage: true }), query(1, { isError: true }), query(0)]) {
      renderHook(() => usePagesUpTo(q, 3));
      expect(q.fetchNextPage).not.toHaveBeenCalled();
    }
  });

  it('shows one page when no page is asked for', () => {
    const q = query(1);
    renderHook(() => usePagesUpTo(q, undefined));
    expect(q.fetchNextPage).not.toHaveBeenCalled();
  });
});
