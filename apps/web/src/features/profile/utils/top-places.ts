import { LIMITS } from '@mingle/contracts';

/** Favourite adventures and dream destinations are exactly a top 3. */
export const TOP_PLACES = LIMITS.topPlaces;

/** Adds a place at the end, unless it is already there or the top 3 is full. */
export function addTopPlace(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= TOP_PLACES) return [...ids];
  return [...ids, id];
}

export function removeTopPlace(ids: readonly string[], id: string): string[] {
  return ids.filter((existing) => existing !== id);
}

/** Moves the place at `index` one up (-1) or down (+1); out of range changes nothing. */
export function moveTopPlace(ids: readonly string[], index: number, offset: -1 | 1): string[] {
  const target = index + offset;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** How many picks are still missing. */
export function topPlacesMissing(ids: readonly string[]): number {
  return Math.max(0, TOP_PLACES - ids.length);
}
