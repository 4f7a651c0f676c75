import { describe, expect, it } from 'vitest';
import { addTopPlace, moveTopPlace, removeTopPlace, TOP_PLACES, topPlacesMissing } from './top-places';

describe('top 3 places picker state (exactly top 3)', () => {
  it('adds places in order up to three, then refuses more', () => {
    let ids: string[] = [];
    ids = addTopPlace(ids, 'city:lisbon');
    ids = addTopPlace(ids, 'country:JP');
    ids = addTopPlace(ids, 'city:nairobi');
    expect(ids).toEqual(['city:lisbon', 'country:JP', 'city:nairobi']);
    expect(TOP_PLACES).toBe(3);
    expect(addTopPlace(ids, 'city:oslo')).toEqual(ids);
  });

  it('never holds the same place twice', () => {
    expect(addTopPlace(['city:lisbon'], 'city:lisbon')).toEqual(['city:lisbon']);
  });

  it('removes a place and frees its slot', () => {
    const ids = removeTopPlace(['a', 'b', 'c'], 'b');
    expect(ids).toEqual(['a', 'c']);
    expect(topPlacesMissing(ids)).toBe(1);
    expect(addTopPlace(ids, 'd')).toEqual(['a', 'c', 'd']);
  });

  it('reorders by one step and ignores moves past either end', () => {
    expect(moveTopPlace(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveTopPlace(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveTopPlace(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveTopPlace(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('counts what is missing', () => {
    expect(topPlacesMissing([])).toBe(3);
    expect(topPlacesMissing(['a', 'b', 'c'])).toBe(0);
  });
});
