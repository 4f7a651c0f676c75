import { describe, expect, it } from 'vitest';
import { placeIndex } from './places.index.js';

describe('the gazetteer', () => {
  const search = (q: string, limit = 10) => placeIndex().search(q, limit);

  it('tells places of one name apart by their region, most populous first', () => {
    const lisbons = search('Lisbon').filter((p) => p.name === 'Lisbon');
    expect(lisbons[0]).toMatchObject({ displayName: 'Lisbon, Portugal', region: 'Lisbon', countryCode: 'PT' });
    expect(lisbons.map((p) => p.displayName)).toContain('Lisbon, Ohio, United States');
    expect(lisbons.map((p) => p.displayName)).toContain('Lisbon, Maine, United States');
    // Ranked by population: Lisbon (PT) 517k, then Maine 9k, Connecticut 4k, Ohio 3k ...
    expect(lisbons.slice(0, 4).map((p) => p.region)).toEqual(['Lisbon', 'Maine', 'Connecticut', 'Ohio']);
  });

  it('shows a place once when GeoNames has it twice (same name, region and country)', () => {
    const shown = search('Lisbon').map((p) => p.displayName);
    expect(shown.filter((d) => d === 'Lisbon, Ohio, United States')).toHaveLength(1);
    expect(new Set(shown).size).toBe(shown.length);
    // Every answer stays distinct however many the caller asks for.
    for (const q of ['Spring', 'San', 'Par', 'Lon']) {
      const names = search(q).map((p) => p.displayName);
      expect(new Set(names).size).toBe(names.length);
      expect(names).toHaveLength(10);
    }
  });

  it('keeps the region out of the shown name when it is the city itself, and countries as they are', () => {
    expect(search('Paris', 1)[0]).toMatchObject({ displayName: 'Paris, Île-de-France, France', region: 'Île-de-France' });
    expect(search('Porto', 1)[0]).toMatchObject({ displayName: 'Porto, Portugal', region: 'Porto' });
    expect(search('Springfield', 3).map((p) => p.displayName)).toEqual(['Springfield, Missouri, United States', 'Springfield, Massachusetts, United States', 'Springfield, Illinois, United States']);
    const portugal = search('Portugal', 1)[0]!;
    expect(portugal).toMatchObject({ kind: 'country', displayName: 'Portugal' });
    expect(portugal.region).toBeUndefined();
  });
});
