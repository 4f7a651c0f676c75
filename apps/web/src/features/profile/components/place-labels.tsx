import type { Place } from '@mingle/contracts';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

interface PlaceLabels {
  get(id: string): Place | undefined;
  remember(place: Place): void;
}

const PlaceLabelsContext = createContext<PlaceLabels | null>(null);

/**
 * The profile form holds place ids (the contract's input); this keeps the places behind them
 * (from a saved profile or a pick) so every field can name what it holds.
 */
export function PlaceLabelsProvider({ initial, children }: { initial: readonly Place[]; children: ReactNode }) {
  const [places, setPlaces] = useState(() => new Map(initial.map((place) => [place.id, place])));
  const value = useMemo<PlaceLabels>(
    () => ({
      get: (id) => places.get(id),
      remember: (place) => setPlaces((previous) => (previous.has(place.id) ? previous : new Map(previous).set(place.id, place))),
    }),
    [places],
  );
  return <PlaceLabelsContext value={value}>{children}</PlaceLabelsContext>;
}

export function usePlaceLabels(): PlaceLabels {
  const labels = use(PlaceLabelsContext);
  if (!labels) throw new Error('usePlaceLabels needs a PlaceLabelsProvider');
  return labels;
}
