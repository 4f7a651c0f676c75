// @vitest-environment jsdom
import type { Place } from '@mingle/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePlaceSearch } from './search-places';

const place = (name: string, region: string): Place => ({
  id: `city:${name}-${region}`,
  kind: 'city',
  name,
  displayName: `${name}, ${region}, United States`,
  region,
  country: 'United States',
  countryCode: 'US',
  lat: 0,
  lng: 0,
});

/** The API answers each `q` when the test says so, in any order. */
function stubPlacesApi() {
  const waiting = new Map<string, (places: Place[]) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const q = new URL(input, 'http://localhost').searchParams.get('q') ?? '';
      const places = await new Promise<Place[]>((resolve) => waiting.set(q, resolve));
      return new Response(JSON.stringify(places), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    answer: async (q: string, places: Place[]) => {
      await waitFor(() => expect(waiting.has(q)).toBe(true));
      await act(async () => waiting.get(q)!(places));
    },
  };
}

function renderSearch(text: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ text }) => usePlaceSearch(text), { wrapper, initialProps: { text } });
}

describe('usePlaceSearch', () => {
  it('never shows the answer to older text: it says it is searching until the new answer is in', async () => {
    const api = stubPlacesApi();
    const { result, rerender } = renderSearch('Lis');
    expect(result.current).toEqual({ places: [], searching: true });
    await api.answer('Lis', [place('Lisbon', 'Ohio'), place('Lisle', 'Illinois')]);
    await waitFor(() => expect(result.current.places.map((p) => p.name)).toEqual(['Lisbon', 'Lisle']));
    expect(result.current.searching).toBe(false);

    // One more letter: Lisle (an answer to "Lis") must not linger while "Lisb" is asked.
    rerender({ text: 'Lisb' });
    expect(result.current).toEqual({ places: [], searching: true });
    await api.answer('Lisb', [place('Lisbon', 'Ohio')]);
    await waitFor(() => expect(result.current.places.map((p) => p.name)).toEqual(['Lisbon']));
    expect(result.current.searching).toBe(false);

    // Back to text already answered: shown at once, from the cache.
    rerender({ text: 'Lis' });
    expect(result.current.places.map((p) => p.name)).toEqual(['Lisbon', 'Lisle']);
  });

  it('drops an answer that arrives for text no longer in the box', async () => {
    const api = stubPlacesApi();
    const { result, rerender } = renderSearch('Spr');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    rerender({ text: 'Sprin' });
    await api.answer('Spr', [place('Springdale', 'Arkansas')]);
    expect(result.current).toEqual({ places: [], searching: true });
    await api.answer('Sprin', [place('Springfield', 'Missouri')]);
    await waitFor(() => expect(result.current.places.map((p) => p.name)).toEqual(['Springfield']));
  });

  it('asks nothing for an empty box', () => {
    stubPlacesApi();
    const { result } = renderSearch('   ');
    expect(result.current).toEqual({ places: [], searching: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});
