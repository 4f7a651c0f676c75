import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from './live-cache';

describe('refetchAfterChange', () => {
  it('asks again when a read that left before the change is still on its way', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The server's state: the first read leaves before the change and answers late with the old state.
    let state = 'booked';
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['meetings', 'demo', 'agenda'],
      queryFn: async () => {
        const answer = state;
        if (++reads === 1) await late;
        return answer;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);

    state = 'cancelled';
    const refetched = refetchAfterChange(queryClient, ['meetings', 'demo']);
    release();
    await refetched;

    expect(queryClient.getQueryData(['meetings', 'demo', 'agenda'])).toBe('cancelled');
    expect(reads).toBe(2);
    unsubscribe();
  });
});
